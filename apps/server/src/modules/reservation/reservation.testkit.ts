import type { FastifyInstance } from 'fastify';
import { ADMIN_RESERVATION_API, apiPath, RESERVATION_API, type ActivityInput } from '@acsc/shared';
import { members } from '../../db/schema/index.js';
import { call } from '../../test/app.js';
import { staffCall } from '../admin/admin.testkit.js';
import { createSession } from '../auth/service.js';

/** Helpers of the reservation tests: events written and published as staff do, members registering. */

const hour = 3600 * 1000;

/** An event input starting `startsInHours` after `now`, with the given limit and options. */
export function eventInput(now: Date, over: Partial<ActivityInput> = {}, startsInHours = 72): Record<string, unknown> {
  const start = new Date(now.getTime() + startsInHours * hour);
  return {
    title: { zh_CN: '新生见面会', km_KH: 'ពិធីស្វាគមន៍និស្សិតថ្មី', en_US: 'Orientation day' },
    summary: { zh_CN: '欢迎新同学', km_KH: 'សូមស្វាគមន៍', en_US: 'Welcome' },
    startsAt: start.toISOString(),
    endsAt: new Date(start.getTime() + 3 * hour).toISOString(),
    timeZone: 'Asia/Phnom_Penh',
    place: { en_US: 'ACSC office' },
    capacity: 2,
    ...over,
  };
}

/** Creates and publishes an event as staff; answers its id. */
export async function publishedEvent(app: FastifyInstance, staffToken: string, input: Record<string, unknown>) {
  const created = await staffCall(app, staffToken, 'POST', ADMIN_RESERVATION_API.activity.create, input);
  if (created.body.code !== 0) throw new Error(`create failed: ${JSON.stringify(created.body)}`);
  const id = created.body.data.id as number;
  const pub = await staffCall(app, staffToken, 'POST', apiPath(ADMIN_RESERVATION_API.activity.publish, { id }), {});
  if (pub.body.code !== 0) throw new Error(`publish failed: ${JSON.stringify(pub.body)}`);
  return id;
}

export const registerFor = (
  app: FastifyInstance,
  token: string | undefined,
  activityId: number,
  answers: unknown[] = [],
  lang = 'en_US',
) => call(app, RESERVATION_API.register, { token, lang, body: { activityId, answers, agree: true } });

export const cancelFor = (app: FastifyInstance, token: string, activityId: number, lang = 'en_US') =>
  call(app, RESERVATION_API.cancel, { token, lang, body: { activityId } });

export const detailOf = (app: FastifyInstance, token: string | undefined, id: number, lang = 'en_US') =>
  call(app, apiPath(RESERVATION_API.activityDetail, { id }), { method: 'GET', token, lang });

/**
 * Many members at once, written straight into the database with a session each (signing 1,000 members up
 * through the code flow would test the sign-in throttles, not reservations).
 */
export async function manyMembers(app: FastifyInstance, n: number, lang = 'en_US') {
  const db = app.ctx.database.db;
  const rows = await db
    .insert(members)
    .values(Array.from({ length: n }, (_, i) => ({ nickname: `racer${i}`, language: lang })))
    .returning({ id: members.id });
  const meta = {
    ip: '127.0.0.1',
    deviceId: null,
    osName: null,
    osVersion: null,
    platform: null,
    lang: 'en_US' as const,
  };
  const out: { id: number; token: string }[] = [];
  for (const r of rows) out.push({ id: r.id, token: await createSession(db, r.id, meta, app.ctx.now()) });
  return out;
}
