// The cart module's public file: what app.ts and other modules may use of it (issue 19).
export { cartModule } from './cart.module';
// The cart emptied by the orders module once its lines became an order.
export { clearCartLines } from './cart.repository';
