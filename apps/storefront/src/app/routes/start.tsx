import { StartView } from '@/features/auth/components/start-view';

// /start, 'Get Started' (spec 2.1): the sign-in entry and the guard's redirect target.
export function Component() {
  return <StartView />;
}
