export * from './languages.js';
export * from './limits.js';
export * from './errors.js';
export * from './envelope.js';
export * from './routes.js';
export * from './schemas/auth.js';
export * from './schemas/site.js';
export * from './schemas/content.js';
