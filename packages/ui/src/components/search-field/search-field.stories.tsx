import { SEARCH_DEBOUNCE_MS } from '@marketplace/contract';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { SearchField, type SearchFieldProps } from './search-field';
import { storyText } from '../../testing/story-text';

const meta = {
  title: 'Inputs/SearchField',
  component: SearchField,
  args: { label: 'Search transactions', placeholder: 'Search transactions...', onSearch: fn() },
  decorators: [(Story) => <Stack sx={{ maxWidth: 420 }}>{Story()}</Stack>],
} satisfies Meta<typeof SearchField>;

export default meta;
type Story = StoryObj<typeof meta>;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// When each search happened, for timing assertions that hold on a slow, busy machine too.
const searchedAt: number[] = [];

/** Typing shows at once but searches only after SEARCH_DEBOUNCE_MS (500 ms) of quiet. */
export const DebouncedTyping: Story = {
  render: (args) => (
    <SearchField
      {...args}
      onSearch={(term) => {
        searchedAt.push(performance.now());
        args.onSearch(term);
      }}
    />
  ),
  play: async ({ canvas, args }) => {
    searchedAt.length = 0;
    const box = canvas.getByRole('searchbox', { name: 'Search transactions' });
    await expect(box).toHaveAttribute('placeholder', 'Search transactions...');
    let typedAt = 0;
    box.addEventListener('input', () => (typedAt = performance.now()));
    await userEvent.type(box, 'plumb');
    await expect(box).toHaveValue('plumb');
    await sleep(200);
    // A loaded machine can oversleep past the window; the check is meaningful only inside it.
    if (performance.now() - typedAt < SEARCH_DEBOUNCE_MS) await expect(args.onSearch).not.toHaveBeenCalled();
    await waitFor(() => expect(args.onSearch).toHaveBeenCalledWith('plumb'), { timeout: SEARCH_DEBOUNCE_MS * 4 });
    await expect(searchedAt[0]! - typedAt).toBeGreaterThanOrEqual(SEARCH_DEBOUNCE_MS);
    // One search for the whole word, not one per letter, and no repeat after another pause.
    await sleep(SEARCH_DEBOUNCE_MS + 100);
    await expect(args.onSearch).toHaveBeenCalledTimes(1);
  },
};

export const EnterSearchesAtOnce: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('searchbox'), 'cleaning{Enter}');
    await expect(args.onSearch).toHaveBeenCalledTimes(1);
    await expect(args.onSearch).toHaveBeenCalledWith('cleaning');
    // The pending debounced search was dropped: Enter already searched for the same term.
    await sleep(SEARCH_DEBOUNCE_MS + 100);
    await expect(args.onSearch).toHaveBeenCalledTimes(1);
  },
};

export const WithTerm: Story = {
  args: { value: 'plumb' },
  play: async ({ canvas, args, globals }) => {
    const t = storyText(globals);
    const box = canvas.getByRole('searchbox');
    await expect(box).toHaveValue('plumb');
    await userEvent.click(canvas.getByRole('button', { name: t('ui.search.clear') }));
    await expect(args.onSearch).toHaveBeenCalledTimes(1);
    await expect(args.onSearch).toHaveBeenCalledWith('');
    await expect(box).toHaveValue('');
    await expect(box).toHaveFocus();
    await expect(canvas.queryByRole('button', { name: t('ui.search.clear') })).toBeNull();
  },
};

export const Empty: Story = {
  args: { label: 'Search orders', placeholder: undefined },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    const box = canvas.getByRole('searchbox', { name: 'Search orders' });
    await expect(box).toHaveAttribute('placeholder', 'Search orders...');
    await expect(canvas.queryByRole('button', { name: t('ui.search.clear') })).toBeNull();
  },
};

function WithClearFilters(args: SearchFieldProps) {
  const [term, setTerm] = useState('');
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <SearchField
        {...args}
        value={term}
        onSearch={(next) => {
          setTerm(next);
          args.onSearch(next);
        }}
      />
      {term !== '' && <Button onClick={() => setTerm('')}>Clear Filters</Button>}
    </Stack>
  );
}

/** The parent resets the term (My Orders' Clear Filters): the box empties too. */
export const ResetByParent: Story = {
  args: { label: 'Search orders', placeholder: 'Search orders...' },
  render: (args) => <WithClearFilters {...args} />,
  play: async ({ canvas, args }) => {
    const box = canvas.getByRole('searchbox');
    await userEvent.type(box, 'tile{Enter}');
    await expect(args.onSearch).toHaveBeenCalledWith('tile');
    await userEvent.click(await canvas.findByRole('button', { name: 'Clear Filters' }));
    await expect(box).toHaveValue('');
    await expect(args.onSearch).toHaveBeenCalledTimes(1);
  },
};
