import type { Locale } from '@marketplace/contract';
import { useCallback } from 'react';
import { useApi } from './api';
import { useSession } from './session';

/**
 * Opens `href` (the same page in another language) after telling a signed-in person's account,
 * so their next sign-in and their e-mails follow. The page changes language either way: an
 * account that could not be told keeps its old one until the next change.
 */
export function useChangeLanguage(): (locale: Locale, href: string) => Promise<void> {
  const api = useApi();
  const { role } = useSession();
  return useCallback(
    async (locale: Locale, href: string) => {
      if (role) await api.customers.setLanguage(locale).catch(() => undefined);
      window.location.assign(href);
    },
    [api, role],
  );
}
