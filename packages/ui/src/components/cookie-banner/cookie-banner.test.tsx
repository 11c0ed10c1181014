import { COOKIE_BANNER_DELAY_MS } from '@marketplace/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderHook } from 'vitest-browser-react';
import {
  COOKIE_CONSENT_STORAGE_KEY,
  acceptAllConsent,
  readCookieConsent,
  writeCookieConsent,
  type ConsentStorage,
} from './cookie-consent';
import { useCookieBanner } from './use-cookie-banner';

function memoryStorage(initial?: string): ConsentStorage & { values: Map<string, string> } {
  const values = new Map<string, string>();
  if (initial !== undefined) values.set(COOKIE_CONSENT_STORAGE_KEY, initial);
  return { values, getItem: (key) => values.get(key) ?? null, setItem: (key, value) => void values.set(key, value) };
}

function stored(storage: { values: Map<string, string> }): unknown {
  const raw = storage.values.get(COOKIE_CONSENT_STORAGE_KEY);
  return raw === undefined ? undefined : JSON.parse(raw);
}

describe('readCookieConsent / writeCookieConsent', () => {
  it('round-trips a choice', () => {
    const storage = memoryStorage();
    writeCookieConsent(storage, acceptAllConsent());
    expect(readCookieConsent(storage)).toEqual({
      consent: 'accepted',
      necessary: true,
      analytics: true,
      marketing: true,
    });
  });

  it.each([
    ['nothing stored', undefined],
    ['bad JSON', '{not json'],
    ['an unknown consent value', '{"consent":"maybe","necessary":true,"analytics":true,"marketing":true}'],
    ['necessary refused', '{"consent":"accepted","necessary":false,"analytics":true,"marketing":true}'],
    ['a missing group', '{"consent":"accepted","necessary":true,"analytics":true}'],
    ['a bare string', '"accepted"'],
  ])('reads %s as no choice', (_case, raw) => {
    expect(readCookieConsent(memoryStorage(raw))).toBeNull();
  });

  it('treats unavailable or failing storage as no choice', () => {
    const failing: ConsentStorage = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(readCookieConsent(null)).toBeNull();
    expect(readCookieConsent(failing)).toBeNull();
    expect(() => writeCookieConsent(failing, acceptAllConsent())).not.toThrow();
  });
});

describe('useCookieBanner', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  async function mount(storage: ConsentStorage) {
    const hook = await renderHook(() => useCookieBanner({ storage }));
    const advance = (ms: number) => hook.act(() => vi.advanceTimersByTime(ms));
    return { ...hook, advance };
  }

  it('opens 2000 ms after load when no choice is stored, not before', async () => {
    expect(COOKIE_BANNER_DELAY_MS).toBe(2000);
    const { result, advance } = await mount(memoryStorage());
    expect(result.current.open).toBe(false);
    await advance(1999);
    expect(result.current.open).toBe(false);
    await advance(1);
    expect(result.current.open).toBe(true);
  });

  it('never opens when a choice is stored', async () => {
    const { result, advance } = await mount(memoryStorage(JSON.stringify(acceptAllConsent())));
    await advance(10_000);
    expect(result.current.open).toBe(false);
  });

  it('opens when the stored choice is unreadable', async () => {
    const { result, advance } = await mount(memoryStorage('{broken'));
    await advance(2000);
    expect(result.current.open).toBe(true);
  });

  it('close hides the banner and stores nothing', async () => {
    const storage = memoryStorage();
    const { result, advance, act } = await mount(storage);
    await advance(2000);
    await act(() => result.current.close());
    expect(result.current.open).toBe(false);
    expect(storage.values.size).toBe(0);
    // Closed for this page load: it does not come back by itself.
    await advance(10_000);
    expect(result.current.open).toBe(false);
  });

  it('Accept All stores accepted with analytics and marketing on', async () => {
    const storage = memoryStorage();
    const { result, advance, act } = await mount(storage);
    await advance(2000);
    await act(() => result.current.acceptAll());
    expect(result.current.open).toBe(false);
    expect(stored(storage)).toEqual({ consent: 'accepted', necessary: true, analytics: true, marketing: true });
  });

  it('Necessary Only stores necessary-only with analytics and marketing off', async () => {
    const storage = memoryStorage();
    const { result, advance, act } = await mount(storage);
    await advance(2000);
    await act(() => result.current.necessaryOnly());
    expect(result.current.open).toBe(false);
    expect(stored(storage)).toEqual({ consent: 'necessary-only', necessary: true, analytics: false, marketing: false });
  });

  it('uses localStorage by default', async () => {
    window.localStorage.removeItem(COOKIE_CONSENT_STORAGE_KEY);
    try {
      const hook = await renderHook(() => useCookieBanner());
      await hook.act(() => vi.advanceTimersByTime(2000));
      await hook.act(() => hook.result.current.acceptAll());
      expect(readCookieConsent(window.localStorage)?.consent).toBe('accepted');
    } finally {
      window.localStorage.removeItem(COOKIE_CONSENT_STORAGE_KEY);
    }
  });
});
