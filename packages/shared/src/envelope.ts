import { z } from 'zod';
import { wireShape } from './wire.js';

/** The one response shape: {code, msg, data}. */
export interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data: T;
}

export const envelopeSchema = <T extends z.ZodType>(data: T) => z.object({ code: z.number(), msg: z.string(), data });

/**
 * A route's `schema.response`: the envelope around `data` on 200, the one status a route declares.
 * Fastify's serializer encodes every success through it, so only the fields named here leave the
 * server (an extra column a service returns is dropped) and the OpenAPI document shows the real shape.
 * `data` is checked by its shape only (wireShape): input rules shared with a form never refuse a
 * stored value. Errors (fail(), any other status) keep the envelope with `data: null` (docs/architecture.md).
 */
export const replyOf = <T extends z.ZodType>(data: T) => ({ 200: envelopeSchema(wireShape(data)) });

/**
 * `data` as replyOf lets it out, for the same data sent another way: the public reads a server-drawn
 * page inlines (AppModule.pages) go through the schema their API route declares.
 */
export const wireData = <T extends z.ZodType>(schema: T, data: z.output<T>): z.output<T> =>
  z.encode(wireShape(schema), data as never) as z.output<T>;

/** `data` of a call that answers nothing but success. */
export const noData = z.null();

/** `data` of a delete: the id of what was deleted. */
export const deletedId = z.object({ id: z.number().int() });

export const pageQuerySchema = z.object({
  pageNum: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(10),
});

export interface Page<T> {
  list: T[];
  total: number;
  pageNum: number;
  pageSize: number;
}
