import type { FastifyRequest } from 'fastify';
import type {} from '@fastify/multipart';
import { AppError, fail } from './errors.js';

export type TooLargeError = 'MEDIA_TOO_LARGE' | 'DOCUMENT_TOO_LARGE';

const megabytes = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

/** Reads an upload stream into memory, stopping as soon as it passes the limit. */
export async function readLimited(stream: AsyncIterable<Buffer>, limit: number, tooLarge: TooLargeError = 'MEDIA_TOO_LARGE'): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    size += chunk.length;
    if (size > limit) fail(tooLarge, { limit: megabytes(limit) });
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/**
 * The one file of a multipart upload (@fastify/multipart registered in the route's scope), read up to
 * `limit`. A form cut short or malformed (the parser throws a plain Error) is the client's mistake:
 * BAD_REQUEST, not a server error. Staff media uploads and the member's avatar both read files this way.
 */
export async function receiveFile(request: FastifyRequest, limit: number, tooLarge: TooLargeError) {
  if (!request.isMultipart()) fail('FILE_REQUIRED');
  try {
    const file = await request.file();
    if (!file) return fail('FILE_REQUIRED');
    const data = await readLimited(file.file, limit, tooLarge);
    if (file.file.truncated) fail(tooLarge, { limit: megabytes(limit) });
    return { data, filename: file.filename ?? '' };
  } catch (err) {
    if (err instanceof AppError || (err as { statusCode?: number }).statusCode) throw err;
    return fail('BAD_REQUEST');
  }
}
