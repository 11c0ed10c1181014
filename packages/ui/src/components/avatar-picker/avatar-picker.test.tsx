import { StrictMode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { UiTextProvider } from '../../testing/ui-text-provider';
import { AvatarPicker, type AvatarPickerProps } from './avatar-picker';
import { initialsOf } from './initials';

// Object URL bookkeeping (made, revoked, never leaked) is invisible in a story; so is StrictMode.

const SAVED = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';
/** A real 1 x 1 PNG: the avatar only shows an <img> that loads. */
const PNG_BYTES = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='),
  (char) => char.charCodeAt(0),
);

function choose(container: HTMLElement, file: File) {
  const input = container.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('No file input');
  const transfer = new DataTransfer();
  transfer.items.add(file);
  input.files = transfer.files;
  input.dispatchEvent(new Event('change', { bubbles: true }));
}

const png = (name: string) => new File([PNG_BYTES], name, { type: 'image/png' });

function props(overrides: Partial<AvatarPickerProps> = {}): AvatarPickerProps {
  return { name: 'Ali Hasan', imageUrl: SAVED, onSelect: vi.fn(), onRemove: vi.fn(), onError: vi.fn(), ...overrides };
}

const shownSrc = (container: HTMLElement) => container.querySelector('img')?.getAttribute('src');

afterEach(() => {
  vi.restoreAllMocks();
});

describe('AvatarPicker preview URLs', () => {
  it('revokes the previous URL on a new choice and the last one on unmount', async () => {
    const create = vi.spyOn(URL, 'createObjectURL');
    const revoke = vi.spyOn(URL, 'revokeObjectURL');
    const screen = await render(<AvatarPicker {...props()} />, { wrapper: UiTextProvider });
    choose(screen.container, png('one.png'));
    await vi.waitFor(() => expect(shownSrc(screen.container)).toMatch(/^blob:/));
    const first = create.mock.results[0]?.value as string;
    choose(screen.container, png('two.png'));
    await vi.waitFor(() => expect(revoke).toHaveBeenCalledWith(first));
    const second = create.mock.results.at(-1)?.value as string;
    await vi.waitFor(() => expect(shownSrc(screen.container)).toBe(second));
    await screen.unmount();
    expect(revoke).toHaveBeenLastCalledWith(second);
    expect(revoke).toHaveBeenCalledTimes(create.mock.calls.length);
  });

  it('keeps showing a live URL under StrictMode', async () => {
    const revoke = vi.spyOn(URL, 'revokeObjectURL');
    const screen = await render(
      <StrictMode>
        <AvatarPicker {...props()} />
      </StrictMode>,
      { wrapper: UiTextProvider },
    );
    choose(screen.container, png('one.png'));
    await vi.waitFor(() => expect(shownSrc(screen.container)).toMatch(/^blob:/));
    expect(revoke).not.toHaveBeenCalledWith(shownSrc(screen.container));
  });

  it('drops the preview when editing ends, showing the saved photo again', async () => {
    const revoke = vi.spyOn(URL, 'revokeObjectURL');
    const screen = await render(<AvatarPicker {...props()} />, { wrapper: UiTextProvider });
    choose(screen.container, png('one.png'));
    await vi.waitFor(() => expect(shownSrc(screen.container)).toMatch(/^blob:/));
    const preview = shownSrc(screen.container);
    await screen.rerender(<AvatarPicker {...props({ editable: false })} />);
    await vi.waitFor(() => expect(shownSrc(screen.container)).toBe(SAVED));
    expect(revoke).toHaveBeenCalledWith(preview);
  });

  it('makes no URL for a refused file', async () => {
    const create = vi.spyOn(URL, 'createObjectURL');
    const onError = vi.fn();
    const screen = await render(<AvatarPicker {...props({ onError })} />, { wrapper: UiTextProvider });
    choose(screen.container, new File(['x'], 'a.pdf', { type: 'application/pdf' }));
    expect(onError).toHaveBeenCalledTimes(1);
    expect(create).not.toHaveBeenCalled();
    expect(shownSrc(screen.container)).toBe(SAVED);
  });
});

describe('initialsOf', () => {
  it.each([
    ['Fatima Al-Khalifa', 'FA'],
    ['  ali   bin  hasan ', 'AH'],
    ['Noor', 'N'],
    // First and last word (the storefront's provider logos use this one too): not the first two.
    ['Gulf Air Co', 'GC'],
    ['Mohammed bin Rashid', 'MR'],
    // A trailing legal form in abbreviation is no part of the name's initials.
    ['Pearl Home Services W.L.L.', 'PS'],
    ['Gulf Breeze Cooling Co.', 'GC'],
    ['Bahrain Telecom B.S.C', 'BT'],
    ['A.B.C.', 'A'],
    ['فاطمة الخليفة', 'فا'],
    ['', ''],
  ])('%j gives %j', (name, initials) => {
    expect(initialsOf(name)).toBe(initials);
  });
});
