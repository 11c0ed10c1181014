import { emotionCacheFor } from '../theme/ui-provider';

/**
 * For tests in jsdom: of the components' CSS, only the rules that hide or show something reach the
 * document. jsdom matches every rule against an element each time a style is computed, and Testing
 * Library's role queries and user-event's clicks compute one for every element and its ancestors:
 * with the ~1,500 rules a worker's screens left behind, that was over half of the back office's test
 * time (issue 34: 367 -> ~120 s). jsdom lays nothing out, so the other rules showed a test nothing;
 * those that hide (a data grid's sort button until hover, a closed panel) still decide what has a
 * role and a name. How screens look is checked in Chromium (the journeys' screenshots, the stories).
 */
export function leaveStyleRulesOut(): void {
  for (const direction of ['ltr', 'rtl'] as const) {
    const sheet = emotionCacheFor(direction).sheet;
    const insert = sheet.insert.bind(sheet);
    sheet.insert = (rule) => {
      if (/display:none|visibility:/.test(rule)) insert(rule);
    };
  }
}
