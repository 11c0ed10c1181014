import { describe, expect, it, vi } from 'vitest';
import { api } from './api';

// The back office reads and saves the English as written in the spec's fields (CategoryName, Name,
// BusinessName, ...) and the Arabic in the `…Ar` ones (issue 33): its one client asks for English
// on every call, whatever language the browser would ask for of its own.

describe("the back office's API client", () => {
  it('sends Accept-Language: en with every request', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => Response.json([]));
    try {
      await api.categories.list({ includeDisabled: true });
      await api.providers.get('6f1c2a55-3b1e-4c55-9a57-0d0c1f3e2b10');
      const languages = fetch.mock.calls.map(([, init]) => new Headers(init?.headers).get('Accept-Language'));
      expect(languages).toEqual(['en', 'en']);
    } finally {
      fetch.mockRestore();
    }
  });

  it('asks for English on the notification stream too, which cannot carry headers (?lang=en)', () => {
    expect(api.http.language()).toBe('en');
    expect(new URL(api.notifications.streamUrl('t-1'), 'http://localhost').searchParams.get('lang')).toBe('en');
  });
});
