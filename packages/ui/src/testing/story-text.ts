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
