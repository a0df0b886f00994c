import type { FastifyInstance } from 'fastify';
import { ADMIN_API } from '@acsc/shared';
import { uploadTo } from '../../test/upload.js';

/** POSTs one file to the image upload, as a browser form would. */
export const uploadImage = (
  app: FastifyInstance,
  token: string,
  filename: string,
  content: Buffer,
  type = 'application/octet-stream',
  lang = 'en_US',
) => uploadTo(app, ADMIN_API.media.image, token, filename, content, type, lang);
