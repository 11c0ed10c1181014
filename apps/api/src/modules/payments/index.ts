// The payments module's public file: what app.ts and other modules may use of it (issue 19).
export { paymentsPlugin } from './payments.plugin';
export { paymentRoutes } from './payments.routes';
export { requestRefund } from './refunds';
