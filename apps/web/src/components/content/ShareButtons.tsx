import './content.css';
import { Suspense, useState } from 'react';
import { useTranslation } from '../i18n/index.js';
import { LinkOutlined, SendOutlined, WechatOutlined } from '@ant-design/icons';
import { toast } from '../api/http.js';
import { currentUrl } from '../ssr.js';
import { publicOrigin } from '../api/boot.js';
import { lazyAntd } from '../antd/lazyAntd.js';

// The dialog (antd's Modal and the QR code) loads on the first click, not with every detail page.
const WechatShareDialog = lazyAntd(() => import('./WechatShareDialog.js'));

/** The page's public address without its query, so a shared link opens in the reader's language. */
function pageUrl(): string {
  return publicOrigin() + currentUrl().pathname;
}

/**
 * Share to Telegram (its share link), to WeChat (a QR code to scan with the phone, as WeChat has no web
 * share link), or copy the address. The server renders each detail page's og:* tags for the preview.
 */
export function ShareButtons({ title }: { title: string }) {
  const { t } = useTranslation('content');
  const [wechatOpen, setWechatOpen] = useState(false);
  const [wechatUsed, setWechatUsed] = useState(false);
  const url = pageUrl();
  const telegram = `https://t.me/share/url?url=${encodeURIComponent(url)}&text=${encodeURIComponent(title)}`;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast.success(t('share.copied'));
    } catch {
      toast.error(t('share.copyFailed'));
    }
  };

  return (
    <div className="share" role="group" aria-label={t('share.label')}>
      <span className="share__label" aria-hidden="true">
        {t('share.label')}
      </span>
      <a className="share__btn share__btn--telegram" href={telegram} target="_blank" rel="noopener noreferrer">
        <SendOutlined aria-hidden /> Telegram<span className="visually-hidden"> {t('share.newTab')}</span>
      </a>
      <button
        type="button"
        className="share__btn share__btn--wechat"
        onClick={() => {
          setWechatUsed(true);
          setWechatOpen(true);
        }}
      >
        <WechatOutlined aria-hidden /> {t('share.wechat')}
      </button>
      <button type="button" className="share__btn" onClick={() => void copy()}>
        <LinkOutlined aria-hidden /> {t('share.copy')}
      </button>
      {wechatUsed && (
        <Suspense fallback={null}>
          <WechatShareDialog open={wechatOpen} onClose={() => setWechatOpen(false)} url={url} title={title} />
        </Suspense>
      )}
    </div>
  );
}
