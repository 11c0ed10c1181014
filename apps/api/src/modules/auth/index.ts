// The auth module's public file: what app.ts and other modules may use of it (issue 19).
export { type AccountMailer } from './account-mailer';
export { authModule } from './auth.module';
export { consumeEmailTokens, insertEmailToken, revokeAllRefreshTokens } from './tokens.repository';
