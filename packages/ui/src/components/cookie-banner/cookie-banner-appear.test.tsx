import { uiI18n } from '../../testing/ui-i18n';
import { afterEach, describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { UiProvider } from '../../theme/ui-provider';
import { CookieBanner } from './cookie-banner';

// A page mounts the banner only once it is due (2 s after load, spec 4), already open. With
// `appear` it slides in from below the screen instead of appearing in place: its first frame is
// off screen, so a browser does not take it for the page's largest contentful paint.

const transitions: string[] = [];
const recordTransition = (event: TransitionEvent) => {
  if ((event.target as Element).getAttribute('aria-label') === 'Cookie consent') transitions.push(event.propertyName);
};

function renderBanner(appear: boolean) {
  return render(
    <UiProvider i18n={uiI18n()} persistPreference={false}>
      <CookieBanner open appear={appear} onAcceptAll={() => {}} onNecessaryOnly={() => {}} onClose={() => {}} />
    </UiProvider>,
  );
}

describe('CookieBanner appear', () => {
  afterEach(() => {
    document.removeEventListener('transitionrun', recordTransition);
    transitions.length = 0;
  });

  it('slides in from below when mounted open with appear', async () => {
    document.addEventListener('transitionrun', recordTransition);
    const screen = await renderBanner(true);
    await expect.element(screen.getByRole('region', { name: 'Cookie consent' })).toBeVisible();
    await expect.poll(() => transitions).toContain('transform');
  });

  it('is drawn in place without appear', async () => {
    document.addEventListener('transitionrun', recordTransition);
    const screen = await renderBanner(false);
    await expect.element(screen.getByRole('region', { name: 'Cookie consent' })).toBeVisible();
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(transitions).toEqual([]);
  });
});
