import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { App, Button, Checkbox, Form, Input, Pagination, QRCode, Radio, Skeleton, Tag } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ActivityDetail, RecordListItem, RegistrationItem } from '@acsc/shared';
import { RESERVATION_API, apiPath } from '@acsc/shared';
import { useTranslation } from '../../components/i18n/index.js';
import { parseId } from '../../components/api/content.js';
import { apiHeaders } from '../../components/api/http.js';
import { ArticleBody } from '../../components/content/ArticleBody.js';
import { ContentImage } from '../../components/content/ContentImage.js';
import { pageLanguage } from '../../components/content/format.js';
import { EmptyState } from '../../components/layout/EmptyState.js';
import { PageFrame } from '../../components/layout/PageFrame.js';
import { openLogin } from '../../components/auth/index.js';
import { useSession } from '../../components/session/index.js';
import { useFrameTitle } from '../frames.js';
import { eventTime, reservationApi, reservationKeys } from './api.js';
import './reservation.css';
import { FeeText, PlacesBadge, STATUS_COLORS } from './parts.js';
import { PaymentTag, PayPanel, statusLabelKey } from './payment.js';
import { MyBookings } from './AppointmentBookings.js';
import { appointmentApi, appointmentKeys } from './appointmentApi.js';

/** The member's own registration: status, place in line, ticket, answers, cancel. */
function MyRegistration({ a, mine }: { a: ActivityDetail | RecordListItem['activity']; mine: RegistrationItem }) {
  const { t } = useTranslation('reservation');
  const { modal, message } = App.useApp();
  const client = useQueryClient();
  const cancel = useMutation({
    mutationFn: () => reservationApi.cancel(a.id),
    onSuccess: () => {
      void message.success(t('detail.cancelled'));
      void client.invalidateQueries({ queryKey: ['reservation'] });
    },
  });
  return (
    <section className="rsv-mine card" aria-labelledby={`mine-${mine.id}`}>
      <h2 id={`mine-${mine.id}`}>
        {t('detail.mine')} <Tag color={STATUS_COLORS[mine.status]}>{t(statusLabelKey(mine))}</Tag>
        {mine.payment && mine.payment.state !== 'due' && <PaymentTag payment={mine.payment} />}
      </h2>
      {mine.payment?.state === 'due' && <PayPanel payment={mine.payment} />}
      {mine.waitingPosition !== null && <p>{t('detail.position', { n: mine.waitingPosition })}</p>}
      {mine.reason && <p>{t('detail.reason', { reason: mine.reason })}</p>}
      {mine.ticketCode && (
        <div className="rsv-ticket">
          <QRCode value={mine.ticketCode} size={160} />
          <div>
            <p className="rsv-ticket__label">{t('detail.ticket')}</p>
            <p className="rsv-ticket__code">{mine.ticketCode}</p>
            <p>{t('detail.ticketHint')}</p>
          </div>
        </div>
      )}
      {mine.answers.length > 0 && (
        <dl className="facts">
          {mine.answers.map((x) => (
            <div key={x.key}>
              <dt>{x.label}</dt>
              <dd>{x.answer}</dd>
            </div>
          ))}
        </dl>
      )}
      {mine.cancellable && (
        <Button
          danger
          loading={cancel.isPending}
          onClick={() =>
            modal.confirm({
              content: t('detail.cancelConfirm'),
              onOk: () => cancel.mutateAsync().then(() => undefined),
            })
          }
        >
          {t('detail.cancel')}
        </Button>
      )}
    </section>
  );
}

type Answers = Record<string, string | number | number[] | undefined>;

/** The registration form: the event's questions, the agreement, register (or join the waiting list). */
function RegisterForm({ a }: { a: ActivityDetail }) {
  const { t } = useTranslation('reservation');
  const { message } = App.useApp();
  const { loggedIn, pending } = useSession();
  const client = useQueryClient();
  const [form] = Form.useForm<{ answers: Answers; agree: boolean }>();
  const register = useMutation({
    mutationFn: (answers: Answers) =>
      reservationApi.register({
        activityId: a.id,
        agree: true,
        currency: a.fee?.currency,
        answers: Object.entries(answers)
          .filter(([, v]) => v !== undefined && v !== '')
          .map(([key, value]) => ({ key, value: value as string | number | number[] })),
      }),
    onSuccess: (reg) => {
      // A paid place waits for payment: the KHQR panel says so; no "registered" yet.
      if (reg.status === 'Registered') void message.success(t('detail.registered'));
      void client.invalidateQueries({ queryKey: ['reservation'] });
    },
  });
  if (a.registration !== 'open') return null;
  const full = a.placesLeft === 0;
  if (full && !a.waitingList) return null;
  if (!loggedIn)
    return (
      // A member's drawn page is the visitor's until the app draws the member's form (global.css).
      <Button type="primary" size="large" onClick={() => openLogin()} loading={pending} data-visitor-only="">
        {t('detail.loginToRegister')}
      </Button>
    );
  return (
    <Form
      form={form}
      layout="vertical"
      className="rsv-form card"
      onFinish={(v) => register.mutate(v.answers ?? {})}
      requiredMark
    >
      {a.questions.length > 0 && <h2>{t('detail.questions')}</h2>}
      {a.questions.map((q) => (
        <Form.Item
          key={q.key}
          name={['answers', q.key]}
          label={q.label}
          rules={q.required ? [{ required: true, message: t('detail.required') }] : []}
        >
          {q.kind === 'text' ? (
            <Input.TextArea maxLength={q.maxLength} showCount autoSize={{ minRows: 1, maxRows: 6 }} />
          ) : q.kind === 'single' ? (
            <Radio.Group options={q.options.map((label, value) => ({ label, value }))} />
          ) : (
            <Checkbox.Group options={q.options.map((label, value) => ({ label, value }))} />
          )}
        </Form.Item>
      ))}
      <Form.Item
        name="agree"
        valuePropName="checked"
        rules={[
          { validator: (_, v) => (v ? Promise.resolve() : Promise.reject(new Error(t('detail.agreeRequired')))) },
        ]}
      >
        <Checkbox>{t('detail.agree')}</Checkbox>
      </Form.Item>
      <Button type="primary" htmlType="submit" size="large" loading={register.isPending}>
        {full ? t('detail.joinWaiting') : t('detail.register')}
      </Button>
    </Form>
  );
}

/** /reservation/activity/:id: the event with its time in its own time zone, places, and registration. */
export function ActivityPage() {
  const { t } = useTranslation('reservation');
  const list = useFrameTitle('reservation');
  const lang = pageLanguage();
  const id = parseId(useParams().id);
  const { loggedIn } = useSession();
  const query = useQuery({
    queryKey: [...reservationKeys.activity(id ?? 0), loggedIn],
    queryFn: () => reservationApi.activity(id!),
    enabled: id !== undefined,
    retry: false,
  });
  const crumbs = [{ label: list, to: '/reservation' }];
  if (id === undefined || query.isError)
    return (
      <PageFrame title={list} crumbs={crumbs}>
        <EmptyState title={t('detail.notFound')} action={<Link to="/reservation">{t('detail.back')}</Link>} />
      </PageFrame>
    );
  const a = query.data;
  if (!a)
    return (
      <PageFrame title={list} crumbs={crumbs}>
        <Skeleton active />
      </PageFrame>
    );
  return (
    <PageFrame title={a.title} crumbs={crumbs}>
      <div className="rsv-detail">
        <article className="detail card">
          <p className="rsv-card__tags">
            <PlacesBadge a={a} />
            {a.needsApproval && <Tag>{t('badge.approval')}</Tag>}
          </p>
          <dl className="facts">
            <div>
              <dt>{t('detail.when')}</dt>
              <dd>
                <time dateTime={a.startsAt}>{eventTime(a.startsAt, a.timeZone, lang)}</time> –{' '}
                <time dateTime={a.endsAt}>{eventTime(a.endsAt, a.timeZone, lang)}</time>
              </dd>
            </div>
            <div>
              <dt>{t('detail.where')}</dt>
              <dd>
                {[a.place, a.address, a.city].filter(Boolean).join(', ')}{' '}
                {a.mapUrl && (
                  <a href={a.mapUrl} target="_blank" rel="noopener noreferrer">
                    {t('detail.map')}
                  </a>
                )}
                {a.onlineUrl && (
                  <a href={a.onlineUrl} target="_blank" rel="noopener noreferrer">
                    {t('detail.onlineLink')}
                  </a>
                )}
              </dd>
            </div>
            <div>
              <dt>{t('detail.places')}</dt>
              <dd>
                {t('detail.placesOf', { taken: a.capacity - a.placesLeft, capacity: a.capacity })}
                {a.waiting > 0 && ` · ${t('detail.waitingCount', { count: a.waiting })}`}
              </dd>
            </div>
            {a.fee && (
              <div>
                <dt>{t('pay.fee')}</dt>
                <dd>
                  <FeeText a={a} />
                </dd>
              </div>
            )}
            {a.cancelDeadline && (
              <div>
                <dt>{t('detail.cancelDeadline')}</dt>
                <dd>{eventTime(a.cancelDeadline, a.timeZone, lang)}</dd>
              </div>
            )}
          </dl>
          {a.cover && (
            <figure className="detail__cover">
              <ContentImage image={a.cover} alt={a.title} sizes="(max-width: 900px) 100vw, 820px" eager />
            </figure>
          )}
          {a.summary && <p className="detail__summary">{a.summary}</p>}
          {a.description && <ArticleBody html={a.description} />}
        </article>
        {a.mine && a.mine.status !== 'Cancelled' ? <MyRegistration a={a} mine={a.mine} /> : <RegisterForm a={a} />}
      </div>
    </PageFrame>
  );
}

/** Saves the .ics of one reservation (the call needs the member's token, so it is fetched, not linked). */
async function downloadIcs(id: number) {
  const res = await fetch(`/prod-api${apiPath(RESERVATION_API.recordIcs, { id })}`, { headers: apiHeaders() });
  if (!res.ok) return;
  const url = URL.createObjectURL(await res.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = `reservation-${id}.ics`;
  link.click();
  URL.revokeObjectURL(url);
}

/** /reservation/record (login): my reservations with status, ticket QR code, .ics and cancel. */
export function ReservationRecordPage() {
  const { t } = useTranslation('reservation');
  const title = useFrameTitle('reservationRecord');
  const parent = useFrameTitle('reservation');
  const lang = pageLanguage();
  const [page, setPage] = useState(1);
  const query = useQuery({ queryKey: reservationKeys.records(page), queryFn: () => reservationApi.records(page) });
  const data = query.data;
  // The same first page MyBookings reads (one request): "nothing yet" only when there are no bookings either.
  const bookings = useQuery({ queryKey: appointmentKeys.bookings(1), queryFn: () => appointmentApi.bookings(1) });
  return (
    <PageFrame title={title} crumbs={[{ label: parent, to: '/reservation' }]}>
      {!data ? (
        <Skeleton active />
      ) : data.list.length === 0 ? (
        bookings.data?.total === 0 && (
          <EmptyState title={t('record.empty')} action={<Link to="/reservation">{t('record.browse')}</Link>} />
        )
      ) : (
        <>
          <ul className="rsv-records">
            {data.list.map((r) => (
              <li key={r.id} className="rsv-record">
                <h2 className="rsv-card__title">
                  <Link to={`/reservation/activity/${r.activity.id}`}>{r.activity.title}</Link>
                </h2>
                <p className="rsv-card__meta">
                  <time dateTime={r.activity.startsAt}>
                    {eventTime(r.activity.startsAt, r.activity.timeZone, lang)}
                  </time>
                  {r.activity.place && ` · ${r.activity.place}`}
                </p>
                <MyRegistration a={r.activity} mine={r} />
                <Button onClick={() => void downloadIcs(r.id)}>{t('record.ics')}</Button>
              </li>
            ))}
          </ul>
          {data.total > data.pageSize && (
            <Pagination current={page} pageSize={data.pageSize} total={data.total} onChange={setPage} />
          )}
        </>
      )}
      <MyBookings />
    </PageFrame>
  );
}
