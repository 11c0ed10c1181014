import { VerifyEmailView } from '@/features/auth/components/verify-email-view';

// /verify-email?token=, 'Email Verification' (spec 2.7).
export function Component() {
  return <VerifyEmailView />;
}
