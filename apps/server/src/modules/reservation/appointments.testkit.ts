import type { FastifyInstance } from 'fastify';
import { ADMIN_APPOINTMENT_API, apiPath, APPOINTMENT_API } from '@acsc/shared';
import { call } from '../../test/app.js';
import { staffCall } from '../admin/admin.testkit.js';

/** Helpers of the appointment tests: services and slots written as staff do, members booking. */

const hour = 3600 * 1000;

export const serviceInputOf = (over: Record<string, unknown> = {}) => ({
  title: { zh_CN: '奖学金咨询', km_KH: 'ការពិគ្រោះអំពីអាហារូបករណ៍', en_US: 'Scholarship consultation' },
  description: { en_US: 'At the office' },
  timeZone: 'Asia/Phnom_Penh',
  city: { zh_CN: '金边', km_KH: 'ភ្នំពេញ', en_US: 'Phnom Penh' },
  place: { en_US: 'ACSC office' },
  ...over,
});

/** Creates and publishes a service as staff; answers its id. */
export async function publishedService(app: FastifyInstance, staffToken: string, input = serviceInputOf()) {
  const created = await staffCall(app, staffToken, 'POST', ADMIN_APPOINTMENT_API.service.create, input);
  if (created.body.code !== 0) throw new Error(`create failed: ${JSON.stringify(created.body)}`);
  const id = created.body.data.id as number;
  const pub = await staffCall(app, staffToken, 'POST', apiPath(ADMIN_APPOINTMENT_API.service.publish, { id }), {});
  if (pub.body.code !== 0) throw new Error(`publish failed: ${JSON.stringify(pub.body)}`);
  return id;
}

/** Adds a slot `inHours` after `now`, an hour long; answers its id. */
export async function slotOf(
  app: FastifyInstance,
  staffToken: string,
  serviceId: number,
  now: Date,
  inHours: number,
  capacity = 1,
) {
  const startsAt = new Date(now.getTime() + inHours * hour);
  const res = await staffCall(app, staffToken, 'POST', ADMIN_APPOINTMENT_API.addSlot, {
    serviceId,
    startsAt: startsAt.toISOString(),
    endsAt: new Date(startsAt.getTime() + hour).toISOString(),
    capacity,
  });
  if (res.body.code !== 0) throw new Error(`slot failed: ${JSON.stringify(res.body)}`);
  return res.body.data.id as number;
}

export const bookFor = (app: FastifyInstance, token: string | undefined, slotId: number, lang = 'en_US') =>
  call(app, APPOINTMENT_API.book, { token, lang, body: { slotId } });

export const cancelBookingFor = (app: FastifyInstance, token: string, serviceId: number, lang = 'en_US') =>
  call(app, APPOINTMENT_API.cancel, { token, lang, body: { serviceId } });

export const slotsOf = (app: FastifyInstance, token: string | undefined, id: number, lang = 'en_US') =>
  call(app, apiPath(APPOINTMENT_API.slots, { id }), { method: 'GET', token, lang });
