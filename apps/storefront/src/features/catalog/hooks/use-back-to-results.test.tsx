import { I18nProvider } from '@marketplace/i18n';
import { act, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, StaticRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { storefrontI18n } from '@/locales/test-i18n';
import { useBackToResults } from './use-back-to-results';

function BackLabel() {
  return <span>{useBackToResults().label}</span>;
}

const ITEM = '/services/151191de-b692-4df8-b9d2-94ac3e40580f';

const inEnglish = (ui: ReactNode) => <I18nProvider i18n={storefrontI18n()}>{ui}</I18nProvider>;

describe('useBackToResults', () => {
  it('hydrates a reloaded detail page opened from the results with no mismatch, then offers the results', async () => {
    // The server never sees the history entry's state.
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      inEnglish(
        <StaticRouter location={ITEM}>
          <BackLabel />
        </StaticRouter>,
      ),
    );
    expect(container.textContent).toBe('Browse all services');

    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(
        container,
        inEnglish(
          <MemoryRouter initialEntries={[{ pathname: ITEM, state: { fromResults: true } }]}>
            <BackLabel />
          </MemoryRouter>,
        ),
        { onRecoverableError: (error) => errors.push(error) },
      );
    });
    expect(errors).toEqual([]);
    expect(container.textContent).toBe('Back to results');
  });
});
