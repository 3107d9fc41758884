/** The storage module's face (docs/ARCHITECTURE.md "Module faces"): what the rest of the server may use of it. */
export { createStorage } from './create-storage';
export { createLocalStorage } from './local-storage';
export { findApplicationMedia, findMediaById } from './media.repository';
export { mediaOpenApiPaths, registerMediaRoutes } from './media.route';
export { toMediaItem, createMediaService } from './media.service';
export type { TMediaService } from './media.service';
export { MEDIA_SOURCES } from './media.table';
export { isSafeStorageKey } from './storage-adapter';
export type { TStorage } from './storage-adapter';
export { createClamdScanner } from './virus-scan';
