// The audit module's public file: what app.ts and other modules may use of it (issue 19).
export { recordAudit } from './audit.repository';
export { auditRoutes } from './audit.routes';
