import { z } from 'zod';

/** The one response shape: {code, msg, data}. */
export interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data: T;
}

export const envelopeSchema = <T extends z.ZodType>(data: T) =>
  z.object({ code: z.number(), msg: z.string(), data });

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
