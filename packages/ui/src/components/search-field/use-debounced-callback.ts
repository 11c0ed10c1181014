import { useCallback, useEffect, useMemo, useRef } from 'react';

export interface DebouncedCallback<Args extends unknown[]> {
  /** Restarts the wait; `callback` runs once, `delay` ms after the last call, with its arguments. */
  run: (...args: Args) => void;
  /** Drops a pending call (the caller is about to act at once instead). */
  cancel: () => void;
}

/**
 * Debounces `callback` by `delay` ms. The latest `callback` is always the one called, so a parent
 * re-rendering with a new inline function neither restarts the wait nor calls a stale closure.
 * A pending call is dropped on unmount: nothing fires into a component that is gone.
 */
export function useDebouncedCallback<Args extends unknown[]>(
  callback: (...args: Args) => void,
  delay: number,
): DebouncedCallback<Args> {
  const callbackRef = useRef(callback);
  const timerRef = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    callbackRef.current = callback;
  }, [callback]);

  const cancel = useCallback(() => {
    if (timerRef.current !== undefined) clearTimeout(timerRef.current);
    timerRef.current = undefined;
  }, []);

  const run = useCallback(
    (...args: Args) => {
      cancel();
      timerRef.current = setTimeout(() => {
        timerRef.current = undefined;
        callbackRef.current(...args);
      }, delay);
    },
    [cancel, delay],
  );

  useEffect(() => cancel, [cancel]);

  return useMemo(() => ({ run, cancel }), [run, cancel]);
}
