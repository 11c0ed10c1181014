// The media module's public file: what app.ts and other modules may use of it (issue 19).
export { mediaStorePlugin } from './media-store.plugin';
export { mediaRoutes } from './media.routes';
