import type { FastifyRequest } from 'fastify';
import type {} from '@fastify/multipart';
import { AppError, fail } from './errors.js';

export type TooLargeError = 'MEDIA_TOO_LARGE' | 'DOCUMENT_TOO_LARGE';

const megabytes = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

/** Reads an upload stream into memory, stopping as soon as it passes the limit. */
export async function readLimited(
  stream: AsyncIterable<Buffer>,
  limit: number,
  tooLarge: TooLargeError = 'MEDIA_TOO_LARGE',
): Promise<Buffer> {
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

/**
 * The one rule for the name an upload keeps (staff images, documents and videos, member images, videos
 * and private files): the last path part; without control characters, lone surrogates, the signs file
 * systems forbid, or the invisible and bidirectional controls (U+200B-U+200F, U+202A-U+202E,
 * U+2066-U+2069, U+061C, U+FEFF) that let `passwd\u202Egnp.png` show as another name; spaces collapsed;
 * at most 200 characters; ending in the extension of what the bytes are (`ext`), so a name never lies
 * about its content. `fallback` names a file whose name is empty once cleaned.
 */
export function sanitizeFileName(raw: string, ext: string, fallback = 'file'): string {
  const base = raw.split(/[/\\]/).pop() ?? '';
  const name = base
    .replace(/[\p{Cc}\p{Cs}<>:"|?*\u061c\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]/gu, '')
    .normalize('NFC')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+/, '');
  const dot = name.lastIndexOf('.');
  const stem = (dot > 0 ? name.slice(0, dot) : name).trim();
  const given = dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
  // A name whose extension lies about the content gets the true one, so the download opens in the right program.
  return `${[...(stem || fallback)].slice(0, 190).join('')}.${given === ext ? given : ext}`;
}
