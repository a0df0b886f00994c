import { useState } from 'react';
import { Card, Descriptions, Result, Typography } from 'antd';
import { ADMIN_RESERVATION_API, type CheckInResult } from '@acsc/shared';
import { post } from '../../components/api/http.js';
import { formatLongDateTime } from '../../components/content/format.js';
import { useAdminMutation } from '../api.js';
import { useConsoleT } from '../common/i18n.js';
import { BookingCheckIn } from './BookingCheckIn.js';
import { CameraScan } from './CameraScan.js';
import { CodeField } from './CodeField.js';
import { PaymentCell } from './PaymentCell.js';

/** Check-in at the door: type the ticket's code; a second check-in says when the first was. */
export function CheckIn() {
  const { t } = useConsoleT('admin-reservation');
  const [code, setCode] = useState('');
  const [result, setResult] = useState<CheckInResult | null>(null);
  const checkIn = useAdminMutation((c: string) => post<CheckInResult>(ADMIN_RESERVATION_API.checkIn, { code: c }));
  return (
    <Card size="small" title={t('checkIn.title')} className="admin-section">
      <CodeField
        code={code}
        onChange={setCode}
        onSubmit={(c) => checkIn.mutate(c, { onSuccess: setResult })}
        pending={checkIn.isPending}
        label={t('checkIn.code')}
        submitLabel={t('checkIn.submit')}
      />
      <CameraScan
        onCode={(c) => {
          setCode(c);
          checkIn.mutate(c, { onSuccess: setResult });
        }}
      />
      {result && (
        <Result
          status={result.firstCheckIn ? 'success' : 'warning'}
          title={
            result.firstCheckIn
              ? t('checkIn.done', { name: result.member.nickname })
              : t('checkIn.already', { time: formatLongDateTime(result.checkedInAt!) })
          }
          subTitle={`${result.activityTitle} · ${t('checkIn.counts', { checkedIn: result.checkedIn, registered: result.registered })}`}
        >
          {/* Result draws a grey panel for any children: none when there is nothing to show. */}
          {result.payment || result.answers.length > 0 ? (
            <>
              {result.payment && <PaymentCell payment={result.payment} />}
              {result.answers.length > 0 && (
                <Descriptions size="small" column={1}>
                  {result.answers.map((a) => (
                    <Descriptions.Item key={a.key} label={a.label}>
                      {a.answer}
                    </Descriptions.Item>
                  ))}
                </Descriptions>
              )}
            </>
          ) : null}
        </Result>
      )}
    </Card>
  );
}

/** The door's page (editors, admins and support staff): event tickets (typed or by camera) and appointment codes. */
export default function CheckInPage() {
  const { t } = useConsoleT('admin-reservation');
  return (
    <>
      <Typography.Title level={3}>{t('checkIn.title')}</Typography.Title>
      <CheckIn />
      <BookingCheckIn />
    </>
  );
}
