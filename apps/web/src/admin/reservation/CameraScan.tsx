import { useEffect, useRef, useState } from 'react';
import { Alert, Button } from 'antd';
import { CameraOutlined } from '@ant-design/icons';
import type { IScannerControls } from '@zxing/browser';
import { useConsoleT } from '../common/i18n.js';

/** A ticket's QR holds its code (pages/reservation: the member's ticket); anything else is not a ticket. */
const TICKET = /^[A-Za-z0-9]{4,20}$/;

/**
 * Scans tickets with the phone's back camera (@zxing/browser, loaded only when staff start it) and hands
 * each new code to the check-in, keeping the camera on for the next person in the queue.
 */
export function CameraScan({ onCode }: { onCode(code: string): void }) {
  const { t } = useConsoleT('admin-reservation');
  const video = useRef<HTMLVideoElement>(null);
  const [on, setOn] = useState(false);
  const [problem, setProblem] = useState<'noCamera' | 'notTicket' | null>(null);
  const latest = useRef(onCode);
  latest.current = onCode;

  useEffect(() => {
    if (!on) return;
    let controls: IScannerControls | undefined;
    let stopped = false;
    // A ticket held in front of the camera is read many times a second: it counts once, until another is read.
    let last = '';
    void (async () => {
      try {
        const { BrowserQRCodeReader } = await import('@zxing/browser');
        const reader = new BrowserQRCodeReader();
        controls = await reader.decodeFromConstraints(
          { video: { facingMode: 'environment' } },
          video.current ?? undefined,
          (result) => {
            if (!result || stopped) return;
            const text = result.getText().trim();
            if (!TICKET.test(text)) return setProblem('notTicket');
            const code = text.toUpperCase();
            if (code === last) return;
            last = code;
            setProblem(null);
            latest.current(code);
          },
        );
        if (stopped) controls.stop();
      } catch {
        if (!stopped) {
          setProblem('noCamera');
          setOn(false);
        }
      }
    })();
    return () => {
      stopped = true;
      controls?.stop();
    };
  }, [on]);

  return (
    <div style={{ marginTop: 8 }}>
      <Button
        icon={<CameraOutlined />}
        onClick={() => {
          setProblem(null);
          setOn((v) => !v);
        }}
      >
        {on ? t('scan.stop') : t('scan.start')}
      </Button>
      {on && (
        <video
          ref={video}
          muted
          playsInline
          aria-label={t('scan.preview')}
          style={{ display: 'block', width: '100%', maxWidth: 420, marginTop: 8, borderRadius: 8 }}
        />
      )}
      {problem && <Alert style={{ marginTop: 8 }} type="warning" showIcon message={t(`scan.${problem}`)} />}
    </div>
  );
}
