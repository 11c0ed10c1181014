// The payments module's public file: what app.ts and other modules may use of it (issue 19).
export { paymentsModule } from './payments.module';
export { requestRefund } from './refunds';
export type { OpenChargeReport } from './payments.service';
