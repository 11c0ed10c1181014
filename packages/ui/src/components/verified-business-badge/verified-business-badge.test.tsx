import type { Locale } from '@marketplace/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { afterEach, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { uiI18n } from '../../testing/ui-i18n';
import { UiProvider } from '../../theme/ui-provider';
import { VerifiedBusinessBadge } from './verified-business-badge';

// What the stories cannot show: a touch tap (not a long press) opening it, hover in and out,
// focus leaving the badge and its tooltip, Escape not reopening it, the tooltip escaping a clipped
// card and staying in the window, and both languages side by side.

const EXPLANATION =
  "The marketplace checked this business's commercial registration, the identity of the person who runs it and its bank account.";

async function renderBadge({ locale = 'en', compact = false }: { locale?: Locale; compact?: boolean } = {}) {
  return render(
    <UiProvider i18n={uiI18n(locale)} persistPreference={false}>
      <p>Gulf Cleaners</p>
      <VerifiedBusinessBadge learnMoreHref="/help#verified-businesses" compact={compact} />
      <Button>After</Button>
    </UiProvider>,
  );
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// These tests move the browser's real pointer, which stays where they leave it for the next test
// file of the page: parked in the top-left corner, it hovers nothing a later screenshot shows
// (the key stories' rows lit up under it).
afterEach(async () => {
  const corner = document.createElement('div');
  corner.style.cssText = 'position: fixed; top: 0; left: 0; width: 4px; height: 4px;';
  document.body.append(corner);
  await userEvent.hover(corner);
  corner.remove();
});

describe('VerifiedBusinessBadge', () => {
  it('names itself and describes what was checked, in English', async () => {
    const screen = await renderBadge();
    const badge = screen.getByRole('button', { name: 'Verified business' });
    await expect.element(badge).toHaveTextContent('Verified business');
    await expect.element(badge).toHaveAccessibleDescription(EXPLANATION);
  });

  it('names itself and describes what was checked, in Arabic', async () => {
    const screen = await renderBadge({ locale: 'ar' });
    const badge = screen.getByRole('button', { name: 'نشاط تجاري موثّق' });
    await expect.element(badge).toHaveTextContent('نشاط تجاري موثّق');
    await expect
      .element(badge)
      .toHaveAccessibleDescription('تحقّق السوق من السجل التجاري لهذا النشاط وهوية القائم عليه وحسابه المصرفي.');
    await userEvent.click(badge);
    await expect
      .element(screen.getByRole('link', { name: 'اعرف المزيد' }))
      .toHaveAttribute('href', '/help#verified-businesses');
  });

  it('keeps the name without the words when compact', async () => {
    const screen = await renderBadge({ compact: true });
    const badge = screen.getByRole('button', { name: 'Verified business' });
    await expect.element(badge).toHaveTextContent('');
    await expect.element(badge).toHaveAccessibleDescription(EXPLANATION);
  });

  it('opens at once on a touch tap, not only after a long press', async () => {
    const screen = await renderBadge({ compact: true });
    const badge = screen.getByRole('button', { name: 'Verified business' }).element() as HTMLElement;
    const touch = () => new Touch({ identifier: 1, target: badge, clientX: 1, clientY: 1 });
    badge.dispatchEvent(new TouchEvent('touchstart', { bubbles: true, touches: [touch()], changedTouches: [touch()] }));
    badge.dispatchEvent(new TouchEvent('touchend', { bubbles: true, changedTouches: [touch()] }));
    badge.click();
    // At once: MUI's Tooltip waits 700 ms for a long press on touch screens.
    await expect.element(screen.getByRole('tooltip'), { timeout: 400 }).toHaveTextContent(EXPLANATION);
    // And it stays until the reader taps elsewhere (MUI's closes 1.5 s after the touch ends).
    await sleep(1700);
    await expect.element(screen.getByRole('tooltip')).toBeVisible();
    await userEvent.click(screen.getByText('Gulf Cleaners'));
    await expect.element(screen.getByRole('tooltip')).not.toBeInTheDocument();
  });

  it('opens on hover and closes when the pointer leaves', async () => {
    const screen = await renderBadge();
    await userEvent.hover(screen.getByRole('button', { name: 'Verified business' }));
    await expect.element(screen.getByRole('tooltip')).toBeVisible();
    await userEvent.hover(screen.getByText('Gulf Cleaners'));
    await expect.element(screen.getByRole('tooltip')).not.toBeInTheDocument();
  });

  it('stays open while focus moves into it, and closes once focus leaves both', async () => {
    const screen = await renderBadge();
    await userEvent.tab();
    await expect.element(screen.getByRole('button', { name: 'Verified business' })).toHaveFocus();
    await expect.element(screen.getByRole('tooltip')).toBeVisible();
    await userEvent.tab();
    await expect.element(screen.getByRole('link', { name: 'Learn more' })).toHaveFocus();
    await expect.element(screen.getByRole('tooltip')).toBeVisible();
    await userEvent.tab();
    await expect.element(screen.getByRole('button', { name: 'After' })).toHaveFocus();
    await expect.element(screen.getByRole('tooltip')).not.toBeInTheDocument();
  });

  it('closes on Escape from its link, puts focus back on the badge and stays closed', async () => {
    const screen = await renderBadge();
    await userEvent.tab();
    await expect.element(screen.getByRole('tooltip')).toBeVisible();
    await userEvent.tab();
    await expect.element(screen.getByRole('link', { name: 'Learn more' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect.element(screen.getByRole('button', { name: 'Verified business' })).toHaveFocus();
    await expect.element(screen.getByRole('tooltip')).not.toBeInTheDocument();
    await sleep(300);
    await expect.element(screen.getByRole('tooltip')).not.toBeInTheDocument();
    // Enter opens it again.
    await userEvent.keyboard('{Enter}');
    await expect.element(screen.getByRole('tooltip')).toBeVisible();
  });

  it.each(['en', 'ar'] as const)(
    'shows the tooltip whole from a clipped card at the window’s edge (%s)',
    async (locale) => {
      const screen = await render(
        <UiProvider i18n={uiI18n(locale)} persistPreference={false}>
          <Box
            data-testid="card"
            sx={{ overflow: 'hidden', width: 120, height: 40, marginInlineStart: 'auto', marginBlockStart: 4 }}
          >
            <VerifiedBusinessBadge learnMoreHref="/help#verified-businesses" compact />
          </Box>
        </UiProvider>,
      );
      await userEvent.click(screen.getByRole('button'));
      const tooltip = screen.getByRole('tooltip');
      await expect.element(tooltip).toBeVisible();
      const card = screen.getByTestId('card').element().getBoundingClientRect();
      const badge = screen.getByRole('button').element().getBoundingClientRect();
      const box = tooltip.element().getBoundingClientRect();
      // Under the badge, out of the card's box, inside the window (8 px from its edge).
      expect(box.top).toBeGreaterThanOrEqual(badge.bottom);
      expect(box.bottom).toBeGreaterThan(card.bottom);
      expect(box.left).toBeGreaterThanOrEqual(8);
      expect(box.right).toBeLessThanOrEqual(window.innerWidth - 8 + 0.5);
      // Nothing clips it: what is at its middle is the tooltip itself.
      const middle = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      expect(tooltip.element().contains(middle)).toBe(true);
    },
  );
});
