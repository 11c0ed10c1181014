// The providers module's public file: what app.ts and other modules may use of it (issue 19).
export { providersModule } from './providers.module';
// The business profile the auth module's provider registration creates with the user.
export { insertRegisteredProvider } from './providers.repository';
// Which businesses the public sees (their brand pages), for the sitemaps of the seo module.
export { publicProvider } from './providers.repository';
// A business's verification (issue 38): the verification module stores its judgement here, the
// catalog and orders read it.
export {
  currentVerification,
  currentVerificationSql,
  setProviderVerification,
  verificationLetsOrder,
  type StoredVerification,
} from './provider-verification';
