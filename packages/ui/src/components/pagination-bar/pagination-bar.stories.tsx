import { DEFAULT_PAGE_SIZE } from '@marketplace/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PaginationBar, type PaginationBarProps } from './pagination-bar';

const meta = {
  title: 'Navigation/PaginationBar',
  component: PaginationBar,
  args: { page: 1, pageSize: DEFAULT_PAGE_SIZE, totalItems: 45, noun: 'orders', onPageChange: fn() },
} satisfies Meta<typeof PaginationBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Chevrons point to the reading start/end: mirrored exactly when the page is right-to-left. */
async function expectChevronsFollowDirection(canvasElement: HTMLElement) {
  const rtl = canvasElement.ownerDocument.documentElement.dir === 'rtl';
  for (const id of ['previous-icon', 'next-icon']) {
    const transform = getComputedStyle(within(canvasElement).getByTestId(id)).transform;
    await expect(transform).toBe(rtl ? 'matrix(-1, 0, 0, 1, 0, 0)' : 'none');
  }
}

export const FirstPage: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByRole('navigation', { name: 'Pagination' })).toBeVisible();
    await expect(canvas.getByText('Showing 1 to 10 of 45 orders')).toBeVisible();
    await expect(canvas.getByText('Page 1 of 5')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(args.onPageChange).toHaveBeenCalledTimes(1);
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
    await expectChevronsFollowDirection(canvasElement);
  },
};

export const MiddlePage: Story = {
  args: { page: 2 },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Showing 11 to 20 of 45 orders')).toBeVisible();
    await expect(canvas.getByText('Page 2 of 5')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Previous' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(3);
  },
};

export const LastPage: Story = {
  args: { page: 5 },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Showing 41 to 45 of 45 orders')).toBeVisible();
    await expect(canvas.getByText('Page 5 of 5')).toBeVisible();
    const next = canvas.getByRole('button', { name: 'Next' });
    await expect(next).toBeDisabled();
    // A disabled button swallows the click: the page never leaves 1..totalPages.
    await userEvent.click(next, { pointerEventsCheck: 0 });
    await expect(args.onPageChange).not.toHaveBeenCalled();
  },
};

/** A page beyond the end (the list shrank under a filter) is shown as the last real page. */
export const StalePageBeyondEnd: Story = {
  args: { page: 9, totalItems: 12 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Showing 11 to 12 of 12 orders')).toBeVisible();
    await expect(canvas.getByText('Page 2 of 2')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeDisabled();
  },
};

export const OtherNoun: Story = {
  args: { page: 3, totalItems: 128, pageSize: 20, noun: 'transactions' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Showing 41 to 60 of 128 transactions')).toBeVisible();
    await expect(canvas.getByText('Page 3 of 7')).toBeVisible();
  },
};

/** One page (or none): there is nothing to page, so nothing is rendered (spec section 2.5). */
export const SinglePageHidden: Story = {
  args: { totalItems: 10 },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('navigation')).toBeNull();
    await expect(canvas.queryByText(/Showing/)).toBeNull();
  },
};

export const EmptyListHidden: Story = {
  args: { totalItems: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};

function StatefulPager(args: PaginationBarProps) {
  const [page, setPage] = useState(args.page);
  return (
    <PaginationBar
      {...args}
      page={page}
      onPageChange={(next) => {
        setPage(next);
        args.onPageChange(next);
      }}
    />
  );
}

/** Walks to the end and back with the keyboard, the way a list page wires it. */
export const KeyboardWalk: Story = {
  args: { totalItems: 25 },
  render: (args) => <StatefulPager {...args} />,
  play: async ({ canvas, args }) => {
    const next = canvas.getByRole('button', { name: 'Next' });
    next.focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByText('Page 2 of 3')).toBeVisible();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByText('Showing 21 to 25 of 25 orders')).toBeVisible();
    await expect(next).toBeDisabled();
    await expect(args.onPageChange).toHaveBeenCalledTimes(2);
    await userEvent.click(canvas.getByRole('button', { name: 'Previous' }));
    await expect(canvas.getByText('Page 2 of 3')).toBeVisible();
  },
};

/**
 * A server-rendered list whose pages have URLs: Previous and Next are links (they work before
 * hydration and without JavaScript); a plain click still pages in place, and an end is no link.
 */
export const PageLinks: Story = {
  args: { page: 1, totalItems: 25, getPageHref: (page: number) => `?Page=${page}` },
  render: (args) => <StatefulPager {...args} />,
  play: async ({ canvas, args, canvasElement }) => {
    await expect(canvas.getByRole('button', { name: 'Previous' })).toBeDisabled();
    const next = canvas.getByRole('link', { name: 'Next' });
    await expect(next).toHaveAttribute('href', '?Page=2');
    const before = canvasElement.ownerDocument.location.href;
    await userEvent.click(next);
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
    await expect(canvasElement.ownerDocument.location.href).toBe(before);
    await expect(canvas.getByText('Page 2 of 3')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '?Page=1');
    await expect(canvas.getByRole('link', { name: 'Next' })).toHaveAttribute('href', '?Page=3');
  },
};
