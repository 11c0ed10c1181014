import { CURRENCY_LABEL } from '@marketplace/contract';
import type { MessageValues } from '@marketplace/i18n';
import type { UiMessageId } from '../lib/ui-text';
import { uiI18n } from './ui-i18n';

/**
 * The design system's texts in a story's language, for play functions: the preview renders a story
 * in Arabic when its direction is right to left (.storybook/preview.tsx), so a play function that
 * looks for the component's own words asks for them here: `const t = storyText(globals)`.
 */
export function storyText(globals: Record<string, unknown>): (id: UiMessageId, values?: MessageValues) => string {
  const i18n = uiI18n(globals.direction === 'rtl' ? 'ar' : 'en');
  return (id, values) => i18n._(id, values);
}

/**
 * An amount as MoneyText shows it in a story's language, for `getByText`: "12.500 BHD", or in
 * Arabic "12.500 د.ب." whose number is an isolated element of its own (so the text is matched on
 * the element that carries the amount's direction).
 */
export function storyMoney(
  globals: Record<string, unknown>,
  amount: string,
): (content: string, element: Element | null) => boolean {
  const expected = `${amount} ${CURRENCY_LABEL[globals.direction === 'rtl' ? 'ar' : 'en']}`;
  return (_content, element) => Boolean(element?.hasAttribute('dir')) && element?.textContent === expected;
}
