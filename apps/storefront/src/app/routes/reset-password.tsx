import { ResetPasswordView } from '@/features/auth/components/reset-password-view';

// /ResetPassword and /reset-password/{customer,provider}/:token, 'Reset Password' (spec 2.6).
export function Component() {
  return <ResetPasswordView />;
}
