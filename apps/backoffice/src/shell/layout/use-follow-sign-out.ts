import { signedInUser } from '@marketplace/client/session';
import { useEffect } from 'react';
import { storefrontPaths } from '@/config/paths';
import { leaveTo } from '@/full-page';
import { usePortal } from '../portal-context';

/**
 * A sign-out in the storefront, in another tab, or a session the client could not renew ends this
 * page too (spec 4 and 8: the user lands on /start), instead of at the next click.
 */
export function useFollowSignOut(): void {
  const { session } = usePortal();
  useEffect(
    () =>
      session.subscribe(() => {
        if (!signedInUser(session.read())) leaveTo(storefrontPaths.start);
      }),
    [session],
  );
}
