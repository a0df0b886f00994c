import { Link, useParams } from 'react-router';
import { App, Button, Skeleton, Tag } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ServiceDetail, SlotItem } from '@acsc/shared';
import { useTranslation } from '../../components/i18n/index.js';
import { parseId } from '../../components/api/content.js';
import { pageLanguage } from '../../components/content/format.js';
import { EmptyState } from '../../components/layout/EmptyState.js';
import { PageFrame } from '../../components/layout/PageFrame.js';
import { openLogin } from '../../components/auth/index.js';
import { useSession } from '../../components/session/index.js';
import { useFrameTitle } from '../frames.js';
import { appointmentApi, appointmentKeys, slotDay, slotHours, zoneName } from './appointmentApi.js';
import { MyBooking } from './AppointmentBookings.js';
import './reservation.css';

/** The service's upcoming slots grouped by day in its own time zone; a free one books on confirmation. */
function Slots({ s }: { s: ServiceDetail }) {
  const { t } = useTranslation('reservation');
  const lang = pageLanguage();
  const { modal, message } = App.useApp();
  // A member whose info is still on the way (the app just started) waits: a tap then is no visitor's.
  const { loggedIn, pending } = useSession();
  const client = useQueryClient();
  const book = useMutation({
    mutationFn: (slotId: number) => appointmentApi.book(slotId),
    onSuccess: () => {
      void message.success(t('appointment.booked'));
      void client.invalidateQueries({ queryKey: ['reservation'] });
    },
  });
  if (s.slots.length === 0) return <EmptyState title={t('appointment.noSlots')} />;
  const days = new Map<string, { label: string; slots: SlotItem[] }>();
  for (const slot of s.slots) {
    const day = slotDay(slot.startsAt, s.timeZone, lang);
    const entry = days.get(day.key) ?? { label: day.label, slots: [] };
    entry.slots.push(slot);
    days.set(day.key, entry);
  }
  const canBook = !s.mine;
  const choose = (slot: SlotItem) => {
    if (!loggedIn) return openLogin();
    const time = `${slotDay(slot.startsAt, s.timeZone, lang).label} ${slotHours(slot.startsAt, slot.endsAt, s.timeZone, lang)}`;
    modal.confirm({
      content: t('appointment.bookConfirm', { time }),
      onOk: () => book.mutateAsync(slot.id).then(() => undefined),
    });
  };
  return (
    <section className="rsv-slots card" aria-labelledby="rsv-slots">
      <h2 id="rsv-slots">{t('appointment.slots')}</h2>
      <p className="rsv-card__meta">{t('appointment.slotsHint', { zone: zoneName(s.timeZone) })}</p>
      {!loggedIn && (
        <Button type="primary" onClick={() => openLogin()} loading={pending} data-visitor-only="">
          {t('appointment.loginToBook')}
        </Button>
      )}
      {[...days.entries()].map(([key, day]) => (
        <div key={key} className="rsv-day">
          <h3>{day.label}</h3>
          <ul className="rsv-day__slots">
            {day.slots.map((slot) => {
              const hours = slotHours(slot.startsAt, slot.endsAt, s.timeZone, lang);
              const full = slot.placesLeft === 0;
              const isMine = s.mine?.slot.id === slot.id;
              return (
                <li key={slot.id}>
                  <Button
                    type={isMine ? 'primary' : 'default'}
                    disabled={full || !canBook || pending}
                    loading={book.isPending && book.variables === slot.id}
                    onClick={() => choose(slot)}
                    aria-label={t('appointment.book', { time: `${day.label} ${hours}` })}
                  >
                    <time dateTime={slot.startsAt}>{hours}</time>
                  </Button>{' '}
                  {full ? (
                    <Tag>{t('appointment.slotFull')}</Tag>
                  ) : (
                    <Tag color="green">{t('appointment.slotLeft', { count: slot.placesLeft })}</Tag>
                  )}
                </li>
              );
            })}
          </ul>
        </div>
      ))}
    </section>
  );
}

/** /reservation/appointment/:id: a service with its times by day (in its own time zone), booking, my booking. */
export function AppointmentPage() {
  const { t } = useTranslation('reservation');
  const list = useFrameTitle('reservation');
  const id = parseId(useParams().id);
  const { loggedIn } = useSession();
  const query = useQuery({
    queryKey: [...appointmentKeys.service(id ?? 0), loggedIn],
    queryFn: () => appointmentApi.service(id!),
    enabled: id !== undefined,
    retry: false,
  });
  const crumbs = [{ label: list, to: '/reservation' }];
  if (id === undefined || query.isError)
    return (
      <PageFrame title={list} crumbs={crumbs}>
        <EmptyState title={t('appointment.notFound')} action={<Link to="/reservation">{t('detail.back')}</Link>} />
      </PageFrame>
    );
  const s = query.data;
  if (!s)
    return (
      <PageFrame title={list} crumbs={crumbs}>
        <Skeleton active />
      </PageFrame>
    );
  return (
    <PageFrame title={s.title} crumbs={crumbs}>
      <div className="rsv-detail">
        <article className="detail card">
          <dl className="facts">
            <div>
              <dt>{t('detail.where')}</dt>
              <dd>{[s.place, s.address, s.city].filter(Boolean).join(', ')}</dd>
            </div>
          </dl>
          {s.description && <p className="detail__summary">{s.description}</p>}
        </article>
        {s.mine && <MyBooking serviceId={s.id} timeZone={s.timeZone} mine={s.mine} />}
        <Slots s={s} />
      </div>
    </PageFrame>
  );
}
