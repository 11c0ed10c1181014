import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { useHydrated } from './use-hydrated';

function Probe() {
  return <span>{useHydrated() ? 'browser' : 'server'}</span>;
}

describe('useHydrated', () => {
  it("renders the server's way on the server and while hydrating, then the browser's, with no mismatch", async () => {
    const html = renderToString(<Probe />);
    expect(html).toBe('<span>server</span>');
    const container = document.createElement('div');
    container.innerHTML = html;
    const errors: unknown[] = [];
    // A real browser, no act(): hydration and the re-render right after it run on React's schedule.
    hydrateRoot(container, <Probe />, { onRecoverableError: (error) => errors.push(error) });
    await expect.poll(() => container.innerHTML).toBe('<span>browser</span>');
    expect(errors).toEqual([]);
  });
});
