// The verification module's public file: what app.ts and other modules may use of it (issue 38).
export { verificationModule } from './verification.module';
// How a business's documents decide its verification, for the demo seed.
export { judgeVerification } from './verification-rules';
