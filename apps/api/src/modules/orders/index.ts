// The orders module's public file: what app.ts and other modules may use of it (issue 19).
export { adminOrderRoutes } from './admin-orders.routes';
export { deriveOrderStatus } from './order-status';
export { customerOrderCounts, customerSpentFils } from './orders.repository';
export { orderRoutes } from './orders.routes';
export { reservationSweeperPlugin } from './reservation-sweeper.plugin';
