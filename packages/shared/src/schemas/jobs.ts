import { z } from 'zod';
import { pageQuerySchema } from '../envelope.js';
import { singleLine } from './text.js';

/**
 * Background jobs as admins see them (issue 10): jobs that failed every attempt (dead letters) can be
 * listed, run again or deleted. Jobs that are queued or running are not shown.
 */
export const failedJobsQuery = pageQuerySchema.extend({
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  /** Only jobs of this name, e.g. notifications.email. */
  name: singleLine().trim().max(100).optional(),
});
export type FailedJobsQuery = z.infer<typeof failedJobsQuery>;

export const failedJob = z.object({
  id: z.number().int(),
  name: z.string(),
  data: z.unknown(),
  attempts: z.number().int(),
  maxAttempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  failedAt: z.string().nullable(),
});
export type FailedJob = z.infer<typeof failedJob>;

export const failedJobPage = z.object({
  list: z.array(failedJob),
  total: z.number().int(),
  pageNum: z.number().int(),
  pageSize: z.number().int(),
});
