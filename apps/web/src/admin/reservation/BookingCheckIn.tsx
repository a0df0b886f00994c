import { useState } from 'react';
import { Button, Card, Input, Result, Space } from 'antd';
import { ADMIN_APPOINTMENT_API, type BookingCheckInResult } from '@acsc/shared';
import { post } from '../../components/api/http.js';
import { formatLongDateTime } from '../../components/content/format.js';
import { useAdminMutation } from '../api.js';
import { useConsoleT } from '../common/i18n.js';

/** Check-in of an appointment booking by its code (the slots page, and the door's check-in page). */
export function BookingCheckIn() {
  const { t } = useConsoleT('admin-reservation');
  const [code, setCode] = useState('');
  const [result, setResult] = useState<BookingCheckInResult | null>(null);
  const checkIn = useAdminMutation((c: string) =>
    post<BookingCheckInResult>(ADMIN_APPOINTMENT_API.checkIn, { code: c }),
  );
  const submit = () => code && checkIn.mutate(code, { onSuccess: setResult });
  return (
    <Card size="small" title={t('slots.checkIn')} className="admin-section">
      <Space.Compact style={{ width: '100%', maxWidth: 420 }}>
        <Input
          value={code}
          onChange={(e) => setCode(e.target.value.toUpperCase())}
          placeholder={t('checkIn.placeholder')}
          aria-label={t('slots.code')}
          autoCapitalize="characters"
          onPressEnter={submit}
        />
        <Button type="primary" loading={checkIn.isPending} disabled={!code} onClick={submit}>
          {t('slots.checkInSubmit')}
        </Button>
      </Space.Compact>
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
