// The admins module's public file: what app.ts and other modules may use of it (issue 19).
export { adminsModule } from './admins.module';
