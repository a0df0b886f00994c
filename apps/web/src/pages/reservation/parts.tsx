/** What the reservation pages share: the status colours, the remaining-places badge, the fee. */
import { Tag } from 'antd';
import type { ActivityListItem, FeeValue } from '@acsc/shared';
import { useTranslation } from '../../components/i18n/index.js';
import { pageLanguage } from '../../components/content/format.js';
import { eventTime } from './api.js';
import './reservation.css';

export const STATUS_COLORS: Record<string, string> = {
  Registered: 'green',
  Booked: 'green',
  CheckedIn: 'blue',
  Pending: 'gold',
  Waiting: 'orange',
  Failed: 'red',
  Cancelled: 'default',
};

/** The remaining-places badge: "3 places left", "Full: join the waiting list", or why registration is shut. */
export function PlacesBadge({ a }: { a: ActivityListItem }) {
  const { t } = useTranslation('reservation');
  const lang = pageLanguage();
  if (a.registration === 'cancelled') return <Tag color="red">{t('badge.cancelled')}</Tag>;
  if (a.registration === 'past') return <Tag>{t('badge.past')}</Tag>;
  if (a.registration === 'closed') return <Tag>{t('badge.closed')}</Tag>;
  if (a.registration === 'notYet' && a.registrationOpensAt)
    return <Tag color="blue">{t('badge.notYet', { time: eventTime(a.registrationOpensAt, a.timeZone, lang) })}</Tag>;
  if (a.placesLeft > 0) return <Tag color="green">{t('badge.left', { count: a.placesLeft })}</Tag>;
  return <Tag color="orange">{a.waitingList ? t('badge.waiting') : t('badge.full')}</Tag>;
}

const FEE_LOCALES = { zh_CN: 'zh-CN', km_KH: 'km-KH', en_US: 'en-US' } as const;
/** A fee in the reader's language: "$5.00", "៛20,000", "CN¥30.00". */
export function formatFee(fee: Pick<FeeValue, 'amount' | 'currency'>, lang: keyof typeof FEE_LOCALES): string {
  return new Intl.NumberFormat(FEE_LOCALES[lang], {
    style: 'currency',
    currency: fee.currency,
    minimumFractionDigits: fee.currency === 'KHR' ? 0 : 2,
    maximumFractionDigits: fee.currency === 'KHR' ? 0 : 2,
  }).format(fee.amount);
}

/** The event's fee as the detail shows it: free, or the amount (paid at the door). */
export function FeeText({ a }: { a: Pick<ActivityListItem, 'fee' | 'payAtDoor'> }) {
  const { t } = useTranslation('reservation');
  const lang = pageLanguage();
  if (!a.fee) return <>{t('pay.free')}</>;
  return (
    <>
      {formatFee(a.fee, lang)}
      {a.payAtDoor && ` (${t('pay.atDoor')})`}
    </>
  );
}
