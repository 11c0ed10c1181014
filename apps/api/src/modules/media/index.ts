// The media module's public file: what app.ts and other modules may use of it (issue 19).
export { mediaModule } from './media.module';
