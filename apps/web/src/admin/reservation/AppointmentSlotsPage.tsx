import { useState } from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import { App, Button, Card, DatePicker, InputNumber, Popconfirm, Select, Space, Table, Tag, Typography } from 'antd';
import {
  ADMIN_APPOINTMENT_API,
  APPOINTMENT_LIMITS,
  type AdminBooking,
  type AdminService,
  type AdminSlot,
} from '@acsc/shared';
import { post } from '../../components/api/http.js';
import { formatLongDateTime } from '../../components/content/format.js';
import { useAdminGet, useAdminList, useAdminMutation } from '../api.js';
import { useConsoleT } from '../common/i18n.js';
import { BookingCheckIn } from './BookingCheckIn.js';

/** The console's appointment slots (issue 31): a service's times (add, remove), its bookings, check-in. */

const ZONE_HOURS: Record<string, number> = { 'Asia/Phnom_Penh': 7, 'Asia/Shanghai': 8 };
const STATUS_COLORS: Record<string, string> = { Booked: 'green', CheckedIn: 'blue', Cancelled: 'default' };
const titleOf = (s: AdminService) => s.title.zh_CN || s.title.en_US || s.title.km_KH || `#${s.id}`;

/** A wall-clock time typed for the service's own time zone (fixed offsets: UTC+7, UTC+8) as an instant. */
const inZone = (d: Dayjs, zone: string) =>
  new Date(Date.UTC(d.year(), d.month(), d.date(), d.hour(), d.minute()) - (ZONE_HOURS[zone] ?? 7) * 3_600_000);
/** An instant as the service's wall clock ("2026-12-01 09:00 UTC+7"). */
const wallClock = (iso: string, zone: string) => {
  const h = ZONE_HOURS[zone] ?? 7;
  return `${new Date(Date.parse(iso) + h * 3_600_000).toISOString().slice(0, 16).replace('T', ' ')} UTC+${h}`;
};

function AddSlots({ service }: { service: AdminService }) {
  const { t } = useConsoleT('admin-reservation');
  const { message } = App.useApp();
  const [start, setStart] = useState<Dayjs | null>(null);
  const [minutes, setMinutes] = useState(30);
  const [capacity, setCapacity] = useState(1);
  const [count, setCount] = useState(1);
  const add = useAdminMutation(async () => {
    const first = inZone(start!, service.timeZone).getTime();
    for (let i = 0; i < count; i++) {
      const from = first + i * minutes * 60_000;
      await post(ADMIN_APPOINTMENT_API.addSlot, {
        serviceId: service.id,
        startsAt: new Date(from).toISOString(),
        endsAt: new Date(from + minutes * 60_000).toISOString(),
        capacity,
      });
    }
  });
  return (
    <Space wrap align="end">
      <label>
        <div>{t('slots.start', { zone: `UTC+${ZONE_HOURS[service.timeZone] ?? 7}` })}</div>
        <DatePicker
          showTime={{ format: 'HH:mm', minuteStep: 5 }}
          format="YYYY-MM-DD HH:mm"
          value={start}
          onChange={setStart}
          disabledDate={(d) => d.isBefore(dayjs().startOf('day'))}
        />
      </label>
      <label>
        <div>{t('slots.minutes')}</div>
        <InputNumber
          min={5}
          max={APPOINTMENT_LIMITS.slotHoursMax * 60}
          value={minutes}
          onChange={(v) => setMinutes(v ?? 30)}
        />
      </label>
      <label>
        <div>{t('slots.capacity')}</div>
        <InputNumber
          min={1}
          max={APPOINTMENT_LIMITS.slotCapacityMax}
          value={capacity}
          onChange={(v) => setCapacity(v ?? 1)}
        />
      </label>
      <label>
        <div>{t('slots.count')}</div>
        <InputNumber min={1} max={24} value={count} onChange={(v) => setCount(v ?? 1)} />
      </label>
      <Button
        type="primary"
        disabled={!start}
        loading={add.isPending}
        onClick={() => add.mutate(undefined, { onSuccess: () => void message.success(t('slots.added')) })}
      >
        {t('slots.add')}
      </Button>
    </Space>
  );
}

/** Services' slots and bookings: pick a service, add back-to-back times, remove an unbooked one, see who booked. */
export default function AppointmentSlotsPage() {
  const { t } = useConsoleT('admin-reservation');
  const [serviceId, setServiceId] = useState<number | undefined>();
  const [page, setPage] = useState(1);
  const services = useAdminList<AdminService>(ADMIN_APPOINTMENT_API.service.list, { pageSize: 50 });
  const service = services.data?.list.find((s) => s.id === serviceId);
  const slots = useAdminGet<AdminSlot[]>(ADMIN_APPOINTMENT_API.slots, { serviceId }, serviceId !== undefined);
  const bookings = useAdminList<AdminBooking>(
    ADMIN_APPOINTMENT_API.bookings,
    { serviceId, pageNum: page, pageSize: 50 },
    serviceId !== undefined,
  );
  const remove = useAdminMutation((id: number) => post(ADMIN_APPOINTMENT_API.removeSlot, { id }));
  const zone = service?.timeZone ?? 'Asia/Phnom_Penh';
  return (
    <>
      <Typography.Title level={3}>{t('slots.title')}</Typography.Title>
      <BookingCheckIn />
      <Card size="small" className="admin-section">
        <Select
          style={{ minWidth: 320 }}
          placeholder={t('slots.pickService')}
          aria-label={t('slots.pickService')}
          value={serviceId}
          onChange={(v) => {
            setServiceId(v);
            setPage(1);
          }}
          options={(services.data?.list ?? []).map((s) => ({ value: s.id, label: titleOf(s) }))}
        />
      </Card>
      {service && (
        <>
          <Card size="small" title={t('slots.times')} className="admin-section">
            <AddSlots service={service} />
            <Table<AdminSlot>
              rowKey="id"
              loading={slots.isFetching}
              dataSource={slots.data ?? []}
              pagination={false}
              locale={{ emptyText: t('slots.empty') }}
              columns={[
                {
                  title: t('slots.when'),
                  render: (_, s) => `${wallClock(s.startsAt, zone)} – ${wallClock(s.endsAt, zone).slice(11)}`,
                },
                { title: t('slots.bookedOf'), render: (_, s) => `${s.booked} / ${s.capacity}` },
                { title: t('slots.checkedIn'), dataIndex: 'checkedIn' },
                {
                  title: t('registrations.actions'),
                  render: (_, s) =>
                    s.booked === 0 ? (
                      <Popconfirm title={t('slots.removeConfirm')} onConfirm={() => remove.mutateAsync(s.id)}>
                        <Button size="small" danger>
                          {t('slots.remove')}
                        </Button>
                      </Popconfirm>
                    ) : (
                      <Typography.Text type="secondary">{t('slots.keep')}</Typography.Text>
                    ),
                },
              ]}
            />
          </Card>
          <Card size="small" title={t('slots.bookings')} className="admin-section">
            <Table<AdminBooking>
              rowKey="id"
              loading={bookings.isFetching}
              dataSource={bookings.data?.list ?? []}
              pagination={{ current: page, pageSize: 50, total: bookings.data?.total ?? 0, onChange: setPage }}
              locale={{ emptyText: t('slots.noBookings') }}
              columns={[
                { title: t('slots.when'), render: (_, b) => wallClock(b.slotStartsAt, zone) },
                { title: t('registrations.member'), render: (_, b) => b.member.nickname },
                {
                  title: t('registrations.status'),
                  render: (_, b) => <Tag color={STATUS_COLORS[b.status]}>{t(`status.${b.status}`)}</Tag>,
                },
                { title: t('registrations.ticket'), dataIndex: 'ticketCode' },
                { title: t('slots.bookedAt'), render: (_, b) => formatLongDateTime(b.createdAt) },
              ]}
            />
          </Card>
        </>
      )}
    </>
  );
}
