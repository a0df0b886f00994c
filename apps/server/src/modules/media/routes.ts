import type { AppModule } from '../types.js';
import { eraseUnusedMediaOf } from './service.js';
import { registerMediaStaff } from './staff-routes.js';

/**
 * The public media pipeline and the staff media library (issue 4): images checked and re-encoded as WebP
 * variants (image.ts), documents (document.ts), videos over tus with ffprobe (video.ts, probe.ts), the
 * library with where each item is used (library.ts), document downloads under their own name
 * (download.ts). Staff calls only (staff-routes.ts); members upload through modules/file, which uses the
 * same pipeline (service.ts). Public files are served by platform/media.ts, stored by platform/storage.ts.
 */
export const mediaModule: AppModule = {
  name: 'media',
  registerStaff: registerMediaStaff,
  eraseMemberData: (ctx, memberId, tx) => eraseUnusedMediaOf(ctx, memberId, tx),
};
