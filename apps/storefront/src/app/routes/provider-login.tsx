import { ProviderLoginView } from '@/features/auth/components/provider-login-view';

// /provider-login, 'Provider Login': providers, admins and super admins (spec 5).
export function Component() {
  return <ProviderLoginView />;
}
