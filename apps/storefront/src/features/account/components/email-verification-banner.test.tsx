import { createMemorySession } from '@marketplace/client';
import { observeSession } from '@marketplace/client/session';
import { createFakeFetch, deferred } from '@marketplace/client/testing';
import { PROFILE_TOASTS } from '@marketplace/contract';
import { I18nProvider } from '@marketplace/i18n';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { SnackbarProvider } from 'notistack';
import { describe, expect, it } from 'vitest';
import { ApiProvider, createApiRuntime } from '@/lib/api';
import { storefrontI18n } from '@/locales/test-i18n';
import { EmailVerificationBanner } from './email-verification-banner';

function renderBanner(fetch: typeof globalThis.fetch) {
  const runtime = createApiRuntime({
    session: observeSession(createMemorySession(null)),
    onSessionExpired: () => undefined,
    fetch,
  });
  render(
    <I18nProvider i18n={storefrontI18n()}>
      <SnackbarProvider>
        <QueryClientProvider client={new QueryClient()}>
          <ApiProvider runtime={runtime}>
            <EmailVerificationBanner email="sara@example.bh" />
          </ApiProvider>
        </QueryClientProvider>
      </SnackbarProvider>
    </I18nProvider>,
  );
}

describe('EmailVerificationBanner', () => {
  it('reads Sending... and is disabled while the e-mail is being sent', async () => {
    // The answer waits for the test, to see the button while the request runs.
    const answer = deferred<Response>();
    const server = createFakeFetch(() => answer.promise);
    renderBanner(server.fetch);
    fireEvent.click(screen.getByRole('button', { name: 'Resend Verification Email' }));
    const busy = await screen.findByRole('button', { name: 'Sending...' });
    expect(busy).toBeDisabled();
    expect(server.requests.map((request) => request.body)).toEqual([{ Email: 'sara@example.bh' }]);

    await act(async () => answer.resolve(Response.json({ Success: true, Message: 'Sent' })));
    expect(await screen.findByText(PROFILE_TOASTS.verificationSent.description)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resend Verification Email' })).toBeEnabled();
  });
});
