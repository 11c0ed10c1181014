import { I18nProvider } from '@marketplace/i18n';
import type { ReactNode } from 'react';
import { uiI18n } from './ui-i18n';

const english = uiI18n('en');

/**
 * The design system's English texts, and nothing else of UiProvider: for tests of a single
 * component (`render(<X />, { wrapper: UiTextProvider })`), which need no theme.
 */
export function UiTextProvider({ children }: { children?: ReactNode }) {
  return <I18nProvider i18n={english}>{children}</I18nProvider>;
}
