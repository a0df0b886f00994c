// Everything is exported from here, so imports from '@acsc/shared' never name a file. The contracts are
// filed by feature (schemas/<feature>.ts, named like the server's modules/<feature>/), with the shared
// building blocks in schemas/text.ts (text fields), content.ts (localized reads) and editing.ts (staff editing).
export * from './languages.js';
export * from './limits.js';
export * from './errors.js';
export * from './success.js';
export * from './envelope.js';
export * from './routes.js';
export * from './avatar.js';
export * from './device.js';
export * from './schemas/text.js';
export * from './schemas/content.js';
export * from './schemas/editing.js';
export * from './schemas/auth.js';
export * from './schemas/member.js';
export * from './schemas/setting.js';
export * from './schemas/site.js';
export * from './schemas/news.js';
export * from './schemas/association.js';
export * from './schemas/scholarship.js';
export * from './schemas/alumnus.js';
export * from './schemas/alumni-certification.js';
export * from './schemas/home.js';
export * from './schemas/admin.js';
export * from './schemas/media.js';
export * from './schemas/notifications.js';
export * from './schemas/live.js';
export * from './schemas/jobs.js';
export * from './schemas/exchange.js';
export * from './schemas/messages.js';
export * from './schemas/moderation.js';
export * from './schemas/reservation.js';
export * from './schemas/appointment.js';
export * from './schemas/work.js';
export * from './schemas/support.js';
export * from './schemas/vitae.js';
export * from './schemas/vitae-labels.js';
