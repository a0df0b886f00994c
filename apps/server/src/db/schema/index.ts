export * from './members.js';
export * from './site.js';
