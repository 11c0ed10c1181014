import { DEFAULT_PAGE_SIZE } from '@marketplace/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PaginationBar, type PaginationBarProps } from './pagination-bar';
import { storyText } from '../../testing/story-text';

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
  play: async ({ canvas, canvasElement, args, globals }) => {
    const t = storyText(globals);
    await expect(canvas.getByRole('navigation', { name: t('ui.pagination.label') })).toBeVisible();
    await expect(
      canvas.getByText(t('ui.pagination.range', { from: 1, to: 10, total: 45, noun: 'orders' })),
    ).toBeVisible();
    await expect(canvas.getByText(t('ui.pagination.page', { page: 1, pages: 5 }))).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('ui.pagination.previous') })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: t('ui.pagination.next') }));
    await expect(args.onPageChange).toHaveBeenCalledTimes(1);
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
    await expectChevronsFollowDirection(canvasElement);
  },
};

export const MiddlePage: Story = {
  args: { page: 2 },
  play: async ({ canvas, args, globals }) => {
    const t = storyText(globals);
    await expect(
      canvas.getByText(t('ui.pagination.range', { from: 11, to: 20, total: 45, noun: 'orders' })),
    ).toBeVisible();
    await expect(canvas.getByText(t('ui.pagination.page', { page: 2, pages: 5 }))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('ui.pagination.previous') }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(1);
    await userEvent.click(canvas.getByRole('button', { name: t('ui.pagination.next') }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(3);
  },
};

export const LastPage: Story = {
  args: { page: 5 },
  play: async ({ canvas, args, globals }) => {
    const t = storyText(globals);
    await expect(
      canvas.getByText(t('ui.pagination.range', { from: 41, to: 45, total: 45, noun: 'orders' })),
    ).toBeVisible();
    await expect(canvas.getByText(t('ui.pagination.page', { page: 5, pages: 5 }))).toBeVisible();
    const next = canvas.getByRole('button', { name: t('ui.pagination.next') });
    await expect(next).toBeDisabled();
    // A disabled button swallows the click: the page never leaves 1..totalPages.
    await userEvent.click(next, { pointerEventsCheck: 0 });
    await expect(args.onPageChange).not.toHaveBeenCalled();
  },
};

/** A page beyond the end (the list shrank under a filter) is shown as the last real page. */
export const StalePageBeyondEnd: Story = {
  args: { page: 9, totalItems: 12 },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    await expect(
      canvas.getByText(t('ui.pagination.range', { from: 11, to: 12, total: 12, noun: 'orders' })),
    ).toBeVisible();
    await expect(canvas.getByText(t('ui.pagination.page', { page: 2, pages: 2 }))).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('ui.pagination.next') })).toBeDisabled();
  },
};

export const OtherNoun: Story = {
  args: { page: 3, totalItems: 128, pageSize: 20, noun: 'transactions' },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    await expect(
      canvas.getByText(t('ui.pagination.range', { from: 41, to: 60, total: 128, noun: 'transactions' })),
    ).toBeVisible();
    await expect(canvas.getByText(t('ui.pagination.page', { page: 3, pages: 7 }))).toBeVisible();
  },
};

/** One page (or none): there is nothing to page, so nothing is rendered (spec section 2.5). */
export const SinglePageHidden: Story = {
  args: { totalItems: 10 },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    await expect(canvas.queryByRole('navigation')).toBeNull();
    await expect(
      canvas.queryByText(t('ui.pagination.range', { from: 1, to: 10, total: 10, noun: 'orders' })),
    ).toBeNull();
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
  play: async ({ canvas, args, globals }) => {
    const t = storyText(globals);
    const next = canvas.getByRole('button', { name: t('ui.pagination.next') });
    next.focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByText(t('ui.pagination.page', { page: 2, pages: 3 }))).toBeVisible();
    await userEvent.keyboard('{Enter}');
    await expect(
      canvas.getByText(t('ui.pagination.range', { from: 21, to: 25, total: 25, noun: 'orders' })),
    ).toBeVisible();
    await expect(next).toBeDisabled();
    await expect(args.onPageChange).toHaveBeenCalledTimes(2);
    await userEvent.click(canvas.getByRole('button', { name: t('ui.pagination.previous') }));
    await expect(canvas.getByText(t('ui.pagination.page', { page: 2, pages: 3 }))).toBeVisible();
  },
};

/**
 * A server-rendered list whose pages have URLs: Previous and Next are links (they work before
 * hydration and without JavaScript); a plain click still pages in place, and an end is no link.
 */
export const PageLinks: Story = {
  args: { page: 1, totalItems: 25, getPageHref: (page: number) => `?Page=${page}` },
  render: (args) => <StatefulPager {...args} />,
  play: async ({ canvas, args, canvasElement, globals }) => {
    const t = storyText(globals);
    await expect(canvas.getByRole('button', { name: t('ui.pagination.previous') })).toBeDisabled();
    const next = canvas.getByRole('link', { name: t('ui.pagination.next') });
    await expect(next).toHaveAttribute('href', '?Page=2');
    const before = canvasElement.ownerDocument.location.href;
    await userEvent.click(next);
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
    await expect(canvasElement.ownerDocument.location.href).toBe(before);
    await expect(canvas.getByText(t('ui.pagination.page', { page: 2, pages: 3 }))).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('ui.pagination.previous') })).toHaveAttribute('href', '?Page=1');
    await expect(canvas.getByRole('link', { name: t('ui.pagination.next') })).toHaveAttribute('href', '?Page=3');
  },
};
