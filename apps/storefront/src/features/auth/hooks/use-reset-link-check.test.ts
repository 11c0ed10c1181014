import { RESET_LINK_CHECK_DELAY_MS } from '@marketplace/contract';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useResetLinkCheck } from './use-reset-link-check';

describe('useResetLinkCheck (spec section 4: unknown, then valid or invalid)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('is invalid at once without a token', () => {
    const { result } = renderHook(() => useResetLinkCheck(null));
    expect(result.current).toBe('invalid');
  });

  it('checks for exactly the link check delay, then is valid', () => {
    const { result } = renderHook(() => useResetLinkCheck('token-1'));
    expect(result.current).toBe('checking');
    act(() => vi.advanceTimersByTime(RESET_LINK_CHECK_DELAY_MS - 1));
    expect(result.current).toBe('checking');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe('valid');
  });

  it('checks a new token again', () => {
    const { result, rerender } = renderHook(({ token }) => useResetLinkCheck(token), {
      initialProps: { token: 'token-1' },
    });
    act(() => vi.advanceTimersByTime(RESET_LINK_CHECK_DELAY_MS));
    rerender({ token: 'token-2' });
    expect(result.current).toBe('checking');
  });
});
