/**
 * What other features use of the media pipeline: the one way an uploaded image is checked and
 * re-encoded (WebP, metadata and GPS stripped), and where a new item's files go. The staff media library
 * (routes.ts) is built on the same functions.
 */
export { checkImage, writeWebpVariants, type CheckedImage, type StoredVariant } from './image.js';
export { newItemFolder } from './keys.js';
