import type { BackofficePortal, Locale } from '@marketplace/contract';
import type { ReactNode } from 'react';
import { LanguageProvider } from '@/i18n/language-provider';
import { backofficeI18n } from '@/locales/test-i18n';

export interface InLanguageProps {
  readonly portal: BackofficePortal;
  /** English unless given. */
  readonly locale?: Locale;
  /** What the language switch tells the account; nothing by default. */
  readonly saveLanguage?: (locale: Locale) => Promise<unknown>;
  readonly children: ReactNode;
}

const saveNothing = () => Promise.resolve();

/** The portal's language provider as main.tsx mounts it, with every catalog of the language at hand. */
export function InLanguage({ portal, locale = 'en', saveLanguage = saveNothing, children }: InLanguageProps) {
  return (
    <LanguageProvider
      portal={portal}
      initial={backofficeI18n(locale)}
      saveLanguage={saveLanguage}
      persistPreference={false}
    >
      {children}
    </LanguageProvider>
  );
}
