// The verification module's public file: what app.ts and other modules may use of it (issue 38).
export { verificationModule } from './verification.module';
