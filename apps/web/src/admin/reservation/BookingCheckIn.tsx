import { useState } from 'react';
import { Card, Result } from 'antd';
import { ADMIN_APPOINTMENT_API, type BookingCheckInResult } from '@acsc/shared';
import { post } from '../../components/api/http.js';
import { formatLongDateTime } from '../../components/content/format.js';
import { useAdminMutation } from '../api.js';
import { useConsoleT } from '../common/i18n.js';
import { CodeField } from './CodeField.js';

/** Check-in of an appointment booking by its code (the slots page, and the door's check-in page). */
export function BookingCheckIn() {
  const { t } = useConsoleT('admin-reservation');
  const [code, setCode] = useState('');
  const [result, setResult] = useState<BookingCheckInResult | null>(null);
  const checkIn = useAdminMutation((c: string) =>
    post<BookingCheckInResult>(ADMIN_APPOINTMENT_API.checkIn, { code: c }),
  );
  return (
    <Card size="small" title={t('slots.checkIn')} className="admin-section">
      <CodeField
        code={code}
        onChange={setCode}
        onSubmit={(c) => checkIn.mutate(c, { onSuccess: setResult })}
        pending={checkIn.isPending}
        label={t('slots.code')}
        submitLabel={t('slots.checkInSubmit')}
      />
      {result && (
        <Result
          status={result.firstCheckIn ? 'success' : 'warning'}
          title={
            result.firstCheckIn
              ? t('checkIn.done', { name: result.member.nickname })
              : t('checkIn.already', { time: formatLongDateTime(result.checkedInAt!) })
          }
          subTitle={`${result.serviceTitle} · ${t('checkIn.counts', { checkedIn: result.checkedIn, registered: result.booked })}`}
        />
      )}
    </Card>
  );
}
