import { SEARCH_DEBOUNCE_MS } from '@marketplace/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, renderHook } from 'vitest-browser-react';
import { UiTextProvider } from '../../testing/ui-text-provider';
import { SearchField } from './search-field';
import { useDebouncedCallback } from './use-debounced-callback';

// Exact timing, to the millisecond, which the stories (real clocks) can only bracket.

const setNativeValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;

/** Types like React sees a keystroke: the native setter, then an input event. */
function typeInto(input: HTMLInputElement, value: string) {
  setNativeValue?.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

afterEach(() => {
  vi.useRealTimers();
});

describe('useDebouncedCallback', () => {
  it('calls once, delay ms after the last call, with the last arguments', async () => {
    const callback = vi.fn();
    const { result } = await renderHook(() => useDebouncedCallback(callback, 500));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    result.current.run('a');
    vi.advanceTimersByTime(300);
    result.current.run('ab');
    vi.advanceTimersByTime(499);
    expect(callback).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(callback).toHaveBeenCalledTimes(1);
    expect(callback).toHaveBeenCalledWith('ab');
  });

  it('drops a pending call on cancel and on unmount', async () => {
    const callback = vi.fn();
    const { result, unmount } = await renderHook(() => useDebouncedCallback(callback, 500));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    result.current.run('x');
    result.current.cancel();
    vi.advanceTimersByTime(1000);
    result.current.run('y');
    await unmount();
    vi.advanceTimersByTime(1000);
    expect(callback).not.toHaveBeenCalled();
  });
});

describe('SearchField timing', () => {
  it(`searches ${SEARCH_DEBOUNCE_MS} ms after the last keystroke, once`, async () => {
    const onSearch = vi.fn();
    const screen = await render(<SearchField label="Search orders" onSearch={onSearch} />, { wrapper: UiTextProvider });
    const input = screen.getByRole('searchbox').element() as HTMLInputElement;
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    for (const value of ['p', 'pl', 'plu', 'plum', 'plumb']) {
      typeInto(input, value);
      vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1);
    }
    expect(onSearch).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(onSearch).toHaveBeenCalledWith('plumb');
  });

  it('does not search again for a term it already reported', async () => {
    const onSearch = vi.fn();
    const screen = await render(<SearchField onSearch={onSearch} delay={300} />, { wrapper: UiTextProvider });
    const input = screen.getByRole('searchbox').element() as HTMLInputElement;
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    typeInto(input, 'tile');
    vi.advanceTimersByTime(300);
    typeInto(input, 'til');
    typeInto(input, 'tile');
    vi.advanceTimersByTime(300);
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(onSearch).toHaveBeenCalledWith('tile');
  });
});
