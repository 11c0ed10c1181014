import { COOKIE_BANNER_DELAY_MS } from '@marketplace/contract';
import { useCallback, useEffect, useEffectEvent, useRef, useState } from 'react';
import {
  acceptAllConsent,
  browserConsentStorage,
  necessaryOnlyConsent,
  readCookieConsent,
  writeCookieConsent,
  type ConsentStorage,
  type StoredCookieConsent,
} from './cookie-consent';

export interface UseCookieBannerOptions {
  /** How long after load the banner appears (spec 4: 2 seconds). */
  delayMs?: number;
  /** Where the choice is kept; defaults to localStorage (null: remember nothing). */
  storage?: ConsentStorage | null;
}

export interface CookieBannerState {
  open: boolean;
  /** Accept All, and Save Preferences: stores 'accepted' with analytics and marketing on. */
  acceptAll: () => void;
  /** Stores 'necessary-only' with analytics and marketing off. */
  necessaryOnly: () => void;
  /** The close button: hides the banner for now and stores nothing, so it asks again next load. */
  close: () => void;
}

/** The cookie banner's behaviour (spec 4): pair it with `CookieBanner`. */
export function useCookieBanner({
  delayMs = COOKIE_BANNER_DELAY_MS,
  storage = browserConsentStorage(),
}: UseCookieBannerOptions = {}): CookieBannerState {
  const [open, setOpen] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  // The latest storage, read by the callbacks; the timer itself is set up once per mount.
  const storageRef = useRef(storage);
  useEffect(() => {
    storageRef.current = storage;
  });

  const startTimer = useEffectEvent(() => {
    if (readCookieConsent(storageRef.current) !== null) return;
    timer.current = window.setTimeout(() => setOpen(true), delayMs);
  });
  useEffect(() => {
    // Once per mount ("2 seconds after load"): a re-render, or a caller passing a new storage
    // object or delay, must not bring the banner back after the user closed it.
    startTimer();
    return () => window.clearTimeout(timer.current);
  }, []);

  const settle = useCallback((consent: StoredCookieConsent | null) => {
    // A choice made before the delay ran out (another component calling these) also wins.
    window.clearTimeout(timer.current);
    if (consent) writeCookieConsent(storageRef.current, consent);
    setOpen(false);
  }, []);

  const acceptAll = useCallback(() => settle(acceptAllConsent()), [settle]);
  const necessaryOnly = useCallback(() => settle(necessaryOnlyConsent()), [settle]);
  const close = useCallback(() => settle(null), [settle]);

  return { open, acceptAll, necessaryOnly, close };
}
