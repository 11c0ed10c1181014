import { ProviderSignupView } from '@/features/auth/components/provider-signup-view';

// /provider-signup, 'Provider Registration' (spec 2.1).
export function Component() {
  return <ProviderSignupView />;
}
