// The users module's public file: what app.ts and other modules may use of it (issue 19).
export { usersModule } from './users.module';
export { toCustomer } from './user.mapper';
export {
  findUserByEmail,
  findUserById,
  insertInvitedAdmin,
  insertUser,
  markUserDeleted,
  markEmailVerified,
  type ProviderRow,
  recordSignIn,
  setAdminEnabled,
  setCustomerActive,
  setPasswordHash,
  setUserImage,
  type UserRow,
} from './users.repository';
export { customerSearchMatches } from './customer-search';
