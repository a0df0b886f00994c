export * from './members.js';
export * from './site.js';
export * from './content.js';
export * from './admin.js';
export * from './cache.js';
export * from './platform.js';
export * from './notifications.js';
export * from './private-files.js';
