/** The storage module's face (docs/ARCHITECTURE.md "Module faces"): what other modules may use of it. */
export { createStorage } from './create-storage';
export { findApplicationMedia, findMediaById } from './media.repository';
export { toMediaItem } from './media.service';
export type { TMediaService } from './media.service';
export { MEDIA_SOURCES } from './media.table';
export { isSafeStorageKey } from './storage-adapter';
export type { TStorage } from './storage-adapter';
