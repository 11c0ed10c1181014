// The orders module's public file: what app.ts and other modules may use of it (issue 19).
export { ordersModule } from './orders.module';
export { deriveOrderStatus } from './order-status';
export { customerOrderCounts, customerSpentFils } from './orders.repository';
