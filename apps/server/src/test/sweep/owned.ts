import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import {
  ADMIN_WORK_API,
  API,
  apiPath,
  LIMITS,
  MESSAGES_API,
  RESERVATION_API,
  SUPPORT_API,
  VITAE_API,
} from '@acsc/shared';
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import {
  exchangeComments,
  exchangePosts,
  media,
  notifications,
  vitaeExperience,
  workCompanies,
} from '../../db/schema/index.js';
import { rowsOf } from '../../platform/db.js';
import { insertSession } from '../../platform/sessions.js';
import { newSecret, sha256Hex } from '../../platform/tokens.js';
import { call } from '../app.js';
import { tus, uploadTo } from '../upload.js';
import { mediaRows, uploadImage } from '../../modules/exchange/exchange.testkit.js';
import { uploadProof } from '../../modules/alumnus/certification.testkit.js';
import { eventInput, publishedEvent } from '../../modules/reservation/reservation.testkit.js';
import { bookFor, publishedService, slotOf } from '../../modules/reservation/appointments.testkit.js';
import { applyFor, jobInput, publishedJob } from '../../modules/work/work.testkit.js';
import { employerCompany } from '../../modules/work/repo.js';
import { staffCall } from '../../modules/admin/admin.testkit.js';
import { workEntry } from '../../modules/vitae/vitae.testkit.js';

/**
 * The member-owned resources of the authorization sweep (ownership.api.test.ts), one factory each. A
 * factory makes the most private form of its resource for its owner (a post only the owner's followers
 * see, a comment under it, a message in the owner's own conversation...), so no other member has any
 * business reading or changing it; `state` reads what a refused request must leave as it was. An
 * employer (a member bound to one company by work_employers) owns that company, its jobs and the
 * applications to them: `company`, `job` and `jobApplication` are made for an owner who is an employer.
 */

export interface Actor {
  id: number;
  token: string;
  device: string;
}

/** One made resource: the values its id fields take (`id` and any other, e.g. a registration's `activityId`). */
export interface Made {
  values: Record<string, string | number>;
  /** What must not change when another member is refused (rows as JSON, a file's offset...). */
  state: () => Promise<string>;
}

/** What the fixtures give every case: the staff token, a third member who takes messages. */
export interface World {
  app: FastifyInstance;
  staffToken: string;
  /** A member who is neither the owner nor the intruder: a conversation partner, someone to follow. */
  third: Actor;
  companyId: number;
}

const rowState = (app: FastifyInstance, table: string, id: number | string) => async () =>
  JSON.stringify(
    await rowsOf(
      app.ctx.database.db,
      sql`select row_to_json(t)::text as j from ${sql.identifier(table)} t where id = ${id}`,
    ),
  );

let seq = 0;
const tinyPng = async () => {
  seq = (seq + 41) % 255;
  return sharp({ create: { width: 24, height: 16, channels: 3, background: { r: seq, g: 40, b: 160 } } })
    .png()
    .toBuffer();
};

/** A case's resources of one owner, each made on first use (a comment and its post are then related). */
export class Owned {
  private made = new Map<string, Promise<Made>>();
  constructor(
    readonly world: World,
    readonly owner: Actor,
  ) {}

  get(name: ResourceName): Promise<Made> {
    let m = this.made.get(name);
    if (!m) {
      m = FACTORIES[name](this);
      this.made.set(name, m);
    }
    return m;
  }

  /** Every resource made so far, its state. */
  async states(): Promise<string> {
    const out: string[] = [];
    for (const [name, m] of this.made) out.push(`${name}: ${await (await m).state()}`);
    return out.join('\n');
  }
}

const ok = <T extends { body: { code: number } }>(what: string, res: T): T => {
  if (res.body.code !== 0) throw new Error(`${what}: ${JSON.stringify(res.body)}`);
  return res;
};

const FACTORIES = {
  /** A post only the owner's followers see (the intruder follows nobody). */
  async post(o: Owned): Promise<Made> {
    const [row] = await o.world.app.ctx.database.db
      .insert(exchangePosts)
      .values({ authorId: o.owner.id, text: 'for my followers only', visibility: 'followers', score: 0 })
      .returning({ id: exchangePosts.id });
    return { values: { id: String(row.id) }, state: rowState(o.world.app, 'exchange_posts', row.id) };
  },
  /** A comment of the owner under their followers-only post. */
  async comment(o: Owned): Promise<Made> {
    const post = await o.get('post');
    const [row] = await o.world.app.ctx.database.db
      .insert(exchangeComments)
      .values({ postId: Number(post.values.id), authorId: o.owner.id, text: 'my own comment' })
      .returning({ id: exchangeComments.id });
    return { values: { id: String(row.id) }, state: rowState(o.world.app, 'exchange_comments', row.id) };
  },
  /** An image the owner uploaded, not yet in a post or message. */
  async image(o: Owned): Promise<Made> {
    const id = await uploadImage(o.world.app, o.owner.token);
    return { values: { id }, state: rowState(o.world.app, 'media', id) };
  },
  /** A video of the owner's, processed and not yet in a post. */
  async video(o: Owned): Promise<Made> {
    const [id] = await mediaRows(o.world.app, o.owner.id, 'video', 1);
    return { values: { id }, state: rowState(o.world.app, 'media', id) };
  },
  /** A private file (a PDF) the owner uploaded: a CV attachment or a graduation proof. */
  async privateFile(o: Owned): Promise<Made> {
    const id = await uploadProof(o.world.app, o.owner.token, 'pdf');
    return { values: { id: String(id) }, state: rowState(o.world.app, 'private_files', id) };
  },
  /** A private image (a JPEG) the owner uploaded, to send in a message. */
  async privateImage(o: Owned): Promise<Made> {
    const id = await uploadProof(o.world.app, o.owner.token, 'jpeg');
    return { values: { id: String(id) }, state: rowState(o.world.app, 'private_files', id) };
  },
  /** A message with an image from the owner to the third member. */
  async message(o: Owned): Promise<Made> {
    const { app, third } = o.world;
    const imageId = String((await o.get('privateImage')).values.id);
    const res = ok(
      'message',
      await call(app, MESSAGES_API.send, { token: o.owner.token, body: { to: String(third.id), text: 'hi', imageId } }),
    );
    const id = String(res.body.data.id);
    return { values: { id }, state: rowState(app, 'exchange_messages', id) };
  },
  /** An unread notification of the owner's. */
  async notification(o: Owned): Promise<Made> {
    const app = o.world.app;
    const [row] = await app.ctx.database.db
      .insert(notifications)
      .values({
        memberId: o.owner.id,
        type: 'exchange.followed',
        params: { memberId: o.world.third.id },
        createdAt: app.ctx.now(),
      })
      .returning({ id: notifications.id });
    return { values: { id: String(row.id) }, state: rowState(app, 'notifications', row.id) };
  },
  /** Another signed-in session (device) of the owner's. */
  async session(o: Owned): Promise<Made> {
    const app = o.world.app;
    const now = app.ctx.now();
    const tokenHash = sha256Hex(newSecret());
    await insertSession(app.ctx.database.db, {
      memberId: o.owner.id,
      tokenHash,
      createdAt: now,
      lastSeenAt: now,
      expiresAt: new Date(now.getTime() + LIMITS.tokenTtlSeconds * 1000),
    });
    const [{ id }] = await rowsOf<{ id: string }>(
      app.ctx.database.db,
      sql`select id::text as id from sessions where token_hash = ${tokenHash}`,
    );
    return { values: { id }, state: rowState(app, 'sessions', id) };
  },
  /** The owner's registration for an event of its own (paid, so it has an order). */
  async registration(o: Owned): Promise<Made> {
    const { app, staffToken } = o.world;
    const activityId = await publishedEvent(
      app,
      staffToken,
      eventInput(app.ctx.now(), { capacity: 5, fee: { amount: 5, currency: 'USD' } }),
    );
    const res = ok(
      'registration',
      await call(app, RESERVATION_API.register, {
        token: o.owner.token,
        body: { activityId, answers: [], agree: true, currency: 'USD' },
      }),
    );
    const data = res.body.data as { id: number | string; payment: { orderNo: string } };
    return {
      values: { id: String(data.id), activityId, orderNo: data.payment.orderNo },
      state: rowState(app, 'reservation_registrations', data.id),
    };
  },
  /** The owner's booking of a slot of a service of its own. */
  async booking(o: Owned): Promise<Made> {
    const { app, staffToken } = o.world;
    const serviceId = await publishedService(app, staffToken);
    const slotId = await slotOf(app, staffToken, serviceId, app.ctx.now(), 48);
    const res = ok('booking', await bookFor(app, o.owner.token, slotId));
    const id = res.body.data.id as number | string;
    return { values: { id: String(id), serviceId, slotId }, state: rowState(app, 'reservation_bookings', id) };
  },
  /** The owner's application to a job of its own. */
  async application(o: Owned): Promise<Made> {
    const { app, staffToken, companyId } = o.world;
    const jobId = await publishedJob(app, staffToken, jobInput(companyId, app.ctx.now()));
    const res = ok('application', await applyFor(app, o.owner.token, jobId));
    const id = res.body.data.id as number | string;
    return { values: { id: String(id), jobId }, state: rowState(app, 'work_applications', id) };
  },
  /** An entry of the owner's CV. */
  async experience(o: Owned): Promise<Made> {
    const app = o.world.app;
    // The only entry of the CV: a reorder lists every entry.
    await app.ctx.database.db.delete(vitaeExperience).where(eq(vitaeExperience.memberId, o.owner.id));
    const res = ok('experience', await call(app, VITAE_API.experienceSave, { token: o.owner.token, body: workEntry }));
    const id = String((res.body.data.experience as { id: string }[]).at(-1)!.id);
    return { values: { id }, state: rowState(app, 'vitae_experience', id) };
  },
  /** A video upload the owner started and has not finished (tus). */
  async upload(o: Owned): Promise<Made> {
    const client = tus(o.world.app, o.owner.token, 'en_US', API.memberVideoTus);
    const created = await client.create(1000);
    if (!created.location) throw new Error(`tus create: ${created.status} ${JSON.stringify(created.body)}`);
    await client.patch(created.location, 0, Buffer.alloc(100, 1));
    const id = created.location.split('/').pop()!;
    return {
      values: { id },
      state: async () => {
        const head = await client.head(created.location!);
        return `${head.status} ${head.offset}/${head.length}`;
      },
    };
  },
  /** A video upload of the owner's that finished: its video, found by the upload's id. */
  async finishedUpload(o: Owned): Promise<Made> {
    const app = o.world.app;
    const [id] = await mediaRows(app, o.owner.id, 'video', 1);
    const uploadId = randomBytes(16).toString('hex');
    await app.ctx.database.db
      .update(media)
      .set({ uploadId })
      .where(eq(media.id, Number(id)));
    return { values: { id: uploadId }, state: rowState(app, 'media', id) };
  },
  /** An image the owner sent in their own support conversation. */
  async supportMessage(o: Owned): Promise<Made> {
    const app = o.world.app;
    const res = ok(
      'support image',
      await uploadTo(app, SUPPORT_API.sendImage, o.owner.token, 'shot.png', await tinyPng(), 'image/png', 'en_US', {
        'device-id': o.owner.device,
      }),
    );
    const id = String(res.body.data.message.id);
    return { values: { id }, state: rowState(app, 'support_messages', id) };
  },
  /** The company the owner, an employer, is bound to (work_employers). */
  async company(o: Owned): Promise<Made> {
    const app = o.world.app;
    const id = await employerCompany(app.ctx.database.db, o.owner.id);
    if (id === null) throw new Error(`member ${o.owner.id} is no employer`);
    // Shown, as an earlier case's update (the OpenAPI example) may have hidden it: members apply to its jobs.
    await app.ctx.database.db.update(workCompanies).set({ hidden: false }).where(eq(workCompanies.id, id));
    return { values: { id }, state: rowState(app, 'work_companies', id) };
  },
  /** A draft job of the owner's company, written by the owner (an employer). */
  async job(o: Owned): Promise<Made> {
    const app = o.world.app;
    const companyId = Number((await o.get('company')).values.id);
    const res = ok(
      'job',
      await staffCall(app, o.owner.token, 'POST', ADMIN_WORK_API.jobCreate, jobInput(companyId, app.ctx.now())),
    );
    const id = res.body.data.id as number;
    return { values: { id }, state: rowState(app, 'work_jobs', id) };
  },
  /** The third member's application, with a PDF, to a published job of the owner's company (an employer). */
  async jobApplication(o: Owned): Promise<Made> {
    const { app, third } = o.world;
    const jobId = Number((await o.get('job')).values.id);
    ok('publish', await staffCall(app, o.owner.token, 'POST', apiPath(ADMIN_WORK_API.jobPublish, { id: jobId }), {}));
    const attachmentId = await uploadProof(app, third.token, 'pdf');
    const res = ok('job application', await applyFor(app, third.token, jobId, { attachmentId: String(attachmentId) }));
    const id = res.body.data.id as number;
    return { values: { id, jobId }, state: rowState(app, 'work_applications', id) };
  },
} satisfies Record<string, (o: Owned) => Promise<Made>>;

export type ResourceName = keyof typeof FACTORIES;
export const RESOURCE_NAMES = Object.keys(FACTORIES) as ResourceName[];
