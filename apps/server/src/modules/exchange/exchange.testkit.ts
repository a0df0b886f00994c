import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { FastifyInstance } from 'fastify';
import { API, apiPath, EXCHANGE_API } from '@acsc/shared';
import { exchangePosts, media, members } from '../../db/schema/index.js';
import { call } from '../../test/app.js';
import { uploadTo } from '../../test/upload.js';
import { signedUpMember, type TestMember } from '../notifications/notifications.testkit.js';

/** Helpers of the exchange tests: members old enough to post freely, real image uploads, calls. */

/**
 * A member past the new-account rules: registered two days ago (before `now`) with three published posts
 * made directly in the database (not through the API, so no write limit is spent).
 */
export async function veteran(app: FastifyInstance, now: Date, lang = 'en_US'): Promise<TestMember> {
  const m = await signedUpMember(app, lang);
  const db = app.ctx.database.db;
  const old = new Date(now.getTime() - 2 * 86_400_000);
  await db.update(members).set({ createdAt: old }).where(eq(members.id, m.id));
  await db
    .insert(exchangePosts)
    .values(
      [1, 2, 3].map((i) => ({
        authorId: m.id,
        text: `earlier post ${i}`,
        createdAt: new Date(old.getTime() + i * 1000),
        score: 0,
      })),
    );
  return m;
}

export async function newcomer(app: FastifyInstance, lang = 'en_US'): Promise<TestMember> {
  return signedUpMember(app, lang);
}

let hue = 0;
/** A real PNG uploaded through the member image call; answers its id. */
export async function uploadImage(app: FastifyInstance, token: string): Promise<string> {
  hue = (hue + 37) % 255;
  const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: { r: hue, g: 90, b: 200 } } })
    .png()
    .toBuffer();
  const res = await uploadTo(app, API.memberImageUpload, token, 'photo.png', png, 'image/png');
  if (res.body.code !== 0) throw new Error(`upload failed: ${JSON.stringify(res.body)}`);
  return res.body.data.id as string;
}

/** Media rows of a member made directly (many images without spending the upload limits, or a video). */
export async function mediaRows(
  app: FastifyInstance,
  ownerId: number,
  kind: 'image' | 'video',
  n: number,
): Promise<string[]> {
  const rows = await app.ctx.database.db
    .insert(media)
    .values(
      Array.from({ length: n }, (_, i) => ({
        kind,
        url: `/media/test/${ownerId}-${kind}-${Date.now()}-${Math.random().toString(36).slice(2)}-${i}/${kind === 'video' ? 'clip.mp4' : '1600.webp'}`,
        keys: [],
        width: 40,
        height: 30,
        bytes: 100,
        mime: kind === 'video' ? 'video/mp4' : 'image/webp',
        ownerId,
        durationSeconds: kind === 'video' ? 12 : null,
        poster: kind === 'video' ? '/media/test/poster.webp' : null,
      })),
    )
    .returning({ id: media.id });
  return rows.map((r) => String(r.id));
}

export const post = (app: FastifyInstance, token: string | undefined, body: Record<string, unknown>, lang = 'en_US') =>
  call(app, EXCHANGE_API.postCreate, { token, body, lang });
export const get = (
  app: FastifyInstance,
  path: string,
  token?: string,
  query: Record<string, string | number> = {},
  lang = 'en_US',
) => {
  const qs = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString();
  return call(app, `${path}${qs ? `?${qs}` : ''}`, { method: 'GET', token, lang });
};
export const detail = (app: FastifyInstance, id: string, token?: string) =>
  get(app, apiPath(EXCHANGE_API.postDetail, { id }), token);
export const feed = (app: FastifyInstance, token: string | undefined, query: Record<string, string | number> = {}) =>
  get(app, EXCHANGE_API.postList, token, query);
