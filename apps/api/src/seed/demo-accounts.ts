import type { Role } from '@marketplace/contract';

/** One password for every seeded account: this is demo data, printed on the console at start. */
export const DEMO_PASSWORD = 'Marketplace1!';

export interface DemoAccount {
  readonly role: Role;
  readonly email: string;
  /** How the account is introduced in the console table. */
  readonly label: string;
  /** For customers `is_active` means "e-mail verified" (spec 3). */
  readonly isActive: boolean;
  readonly emailConfirmed: boolean;
  /** Provider accounts only: the provider's account state. */
  readonly providerState?: 'active' | 'pending';
}

/**
 * The accounts a newcomer signs in with. Each shows one situation of the product: an approved
 * provider with orders to handle, one still waiting for approval, and a customer whose e-mail is
 * not verified yet (so the profile banner and the blocked Edit Profile can be tried).
 */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    role: 'superAdmin',
    email: 'superadmin@marketplace.test',
    label: 'Super admin',
    isActive: true,
    emailConfirmed: true,
  },
  { role: 'admin', email: 'admin@marketplace.test', label: 'Admin', isActive: true, emailConfirmed: true },
  {
    role: 'provider',
    email: 'provider@marketplace.test',
    label: 'Provider (active)',
    isActive: true,
    emailConfirmed: true,
    providerState: 'active',
  },
  {
    role: 'provider',
    email: 'pending.provider@marketplace.test',
    label: 'Provider (pending)',
    isActive: true,
    emailConfirmed: true,
    providerState: 'pending',
  },
  {
    role: 'customer',
    email: 'customer@marketplace.test',
    label: 'Customer (verified)',
    isActive: true,
    emailConfirmed: true,
  },
  {
    role: 'customer',
    email: 'unverified@marketplace.test',
    label: 'Customer (unverified)',
    isActive: false,
    emailConfirmed: false,
  },
];

export function demoAccount(email: string): DemoAccount {
  const account = DEMO_ACCOUNTS.find((candidate) => candidate.email === email);
  if (!account) throw new Error(`Unknown demo account ${email}`);
  return account;
}
