// The audit module's public file: what app.ts and other modules may use of it (issue 19).
export { auditModule } from './audit.module';
export { recordAudit } from './audit.repository';
