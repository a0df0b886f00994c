import type { FastifyInstance } from 'fastify';
import { API_BASE } from '@acsc/shared';

/** POSTs one file as multipart/form-data, as a browser form would. */
export async function uploadTo(
  app: FastifyInstance,
  path: string,
  token: string,
  filename: string,
  content: Buffer,
  type = 'application/octet-stream',
  lang = 'en_US',
  headers: Record<string, string> = {},
) {
  const boundary = `----acsc${Date.now().toString(16)}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`;
  const res = await app.inject({
    method: 'POST',
    url: API_BASE + path,
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': `multipart/form-data; boundary=${boundary}`,
      language: lang,
      ...headers,
    },
    payload: Buffer.concat([Buffer.from(head, 'utf8'), content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
  });
  return { status: res.statusCode, body: res.json() };
}
