// The users module's public file: what app.ts and other modules may use of it (issue 19).
export { profileRoutes } from './profile.routes';
export { toCustomer } from './user-views';
export {
  findUserByEmail,
  findUserById,
  insertUser,
  markEmailVerified,
  type ProviderRow,
  recordSignIn,
  setPasswordHash,
  setUserImage,
  type UserRow,
} from './users.repository';
export { customerSearchMatches } from './customer-search';
