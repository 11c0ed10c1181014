import { CustomerAuthView } from '@/features/auth/components/customer-auth-view';

// /customer-auth, 'Customer Login': guests only (RequireGuest in the router); sign in, register, forgot.
export function Component() {
  return <CustomerAuthView />;
}
