import { UiProvider } from '@marketplace/ui';
import { storefrontI18n } from '@/locales/test-i18n';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RouteErrorBoundary } from './route-error';

// React renders a failing tree a second time before it gives up: the page fails while this is set.
let pageFails = false;

function FlakyPage() {
  if (pageFails) throw new Error('page failed');
  return <p>Page content</p>;
}

/** Two "pages" behind the boundary, and a link-like button that changes the path. */
function Harness() {
  const [path, setPath] = useState('/home');
  return (
    <UiProvider i18n={storefrontI18n()} persistPreference={false}>
      <button onClick={() => setPath('/services')}>Go to services</button>
      <RouteErrorBoundary resetKey={path}>{path === '/home' ? <FlakyPage /> : <p>Services page</p>}</RouteErrorBoundary>
    </UiProvider>
  );
}

describe('RouteErrorBoundary (spec 2.8)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the crash screen instead of a blank page, and Try Again renders the page afresh', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    pageFails = true;
    render(<Harness />);
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.queryByText('Page content')).not.toBeInTheDocument();
    pageFails = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(screen.getByText('Page content')).toBeInTheDocument();
  });

  it('clears the crash when the visitor moves to another page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    pageFails = true;
    render(<Harness />);
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Go to services' }));
    expect(screen.getByText('Services page')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Something went wrong' })).not.toBeInTheDocument();
  });
});
