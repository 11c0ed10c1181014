// The media module's public file: what app.ts and other modules may use of it (issue 19).
export { mediaModule } from './media.module';
// Conversations (issue 37) receive their attachments with the same form reader and limits.
export { receiveUploadForm, UPLOAD_LIMITS, type ReceivedFile } from './receive-upload';
