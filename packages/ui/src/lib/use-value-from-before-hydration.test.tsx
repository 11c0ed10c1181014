import { useState } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { FilterSelect } from '../components/filter-select';
import { SearchField } from '../components/search-field';
import { UiTextProvider } from '../testing/ui-text-provider';

// What a person types or picks in the server's markup before the page hydrates must survive
// hydration and be acted on once (issue 32). The real thing: server markup, the person's edits on
// the bare elements, then hydrateRoot in a real browser.

const TYPES = [
  { value: 'all', label: 'All' },
  { value: 'item', label: 'Items' },
] as const;

interface Spies {
  readonly onSearch: (value: string) => void;
  readonly onType: (value: string) => void;
}

/** A page that owns its values, as the catalog does (there in the URL). */
function Filters({ onSearch, onType }: Spies) {
  const [search, setSearch] = useState('');
  const [type, setType] = useState<'all' | 'item'>('all');
  return (
    <UiTextProvider>
      <form>
        <SearchField
          name="Search"
          value={search}
          delay={50}
          onSearch={(term) => {
            setSearch(term);
            onSearch(term);
          }}
        />
        <FilterSelect
          label="Type"
          name="type"
          value={type}
          options={TYPES}
          onChange={(picked) => {
            setType(picked);
            onType(picked);
          }}
        />
      </form>
    </UiTextProvider>
  );
}

const setInputValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;

/** The server's markup in the document, edited as a person would before any script ran. */
function serverMarkup(edit?: (form: HTMLFormElement) => void) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Filters onSearch={() => undefined} onType={() => undefined} />);
  document.body.append(container);
  const form = container.querySelector('form');
  if (!form) throw new Error('no form rendered');
  edit?.(form);
  return { container, form };
}

const spies = () => ({ onSearch: vi.fn<(value: string) => void>(), onType: vi.fn<(value: string) => void>() });

describe('values from before hydration', () => {
  it('keeps what was typed and picked in the server markup, and reports each once', async () => {
    const { container, form } = serverMarkup((markup) => {
      const search = markup.querySelector<HTMLInputElement>('input[name="Search"]');
      const type = markup.querySelector<HTMLSelectElement>('select[name="type"]');
      if (!search || !type) throw new Error('controls missing from the server markup');
      setInputValue?.call(search, 'cleaning');
      type.value = 'item';
    });
    const spy = spies();
    const root = hydrateRoot(container, <Filters {...spy} />);
    await expect.poll(() => spy.onSearch.mock.calls).toEqual([['cleaning']]);
    expect(spy.onType.mock.calls).toEqual([['item']]);
    expect(Object.fromEntries(new FormData(form))).toEqual({ Search: 'cleaning', type: 'item' });
    // Still there once everything has settled, and not reported again.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(Object.fromEntries(new FormData(form))).toEqual({ Search: 'cleaning', type: 'item' });
    expect(spy.onSearch).toHaveBeenCalledTimes(1);
    expect(spy.onType).toHaveBeenCalledTimes(1);
    root.unmount();
    container.remove();
  });

  it('reports nothing when nothing was changed before hydration, nor on a mount in the browser', async () => {
    const { container } = serverMarkup();
    const hydrated = spies();
    const hydratedRoot = hydrateRoot(container, <Filters {...hydrated} />);
    const fresh = spies();
    const freshContainer = document.createElement('div');
    document.body.append(freshContainer);
    const freshRoot = createRoot(freshContainer);
    freshRoot.render(<Filters {...fresh} />);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(freshContainer.querySelector('input[name="Search"]')).not.toBeNull();
    for (const spy of [hydrated, fresh]) {
      expect(spy.onSearch).not.toHaveBeenCalled();
      expect(spy.onType).not.toHaveBeenCalled();
    }
    hydratedRoot.unmount();
    freshRoot.unmount();
    container.remove();
    freshContainer.remove();
  });
});
