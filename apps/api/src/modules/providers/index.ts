// The providers module's public file: what app.ts and other modules may use of it (issue 19).
export { providersModule } from './providers.module';
// The business profile the auth module's provider registration creates with the user.
export { insertRegisteredProvider } from './providers.repository';
