// The cart module's public file: what app.ts and other modules may use of it (issue 19).
export { cartModule } from './cart.module';
