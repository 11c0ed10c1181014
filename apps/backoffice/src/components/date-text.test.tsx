import { render, screen } from '@testing-library/react';
import { RecordContextProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { DateText } from './date-text';

const renderDate = (record: Record<string, unknown>, props: Partial<Parameters<typeof DateText>[0]> = {}) =>
  render(
    <RecordContextProvider value={{ id: 1, ...record }}>
      <DateText source="At" {...props} />
    </RecordContextProvider>,
  );

describe('DateText', () => {
  it('writes the day in the back office format inside a <time> with the exact instant', () => {
    renderDate({ At: '2026-11-24T09:05:00.000Z' }, { showTime: true });
    const time = screen.getByText('24 Nov 2026, 12:05');
    expect(time.tagName).toBe('TIME');
    expect(time).toHaveAttribute('datetime', '2026-11-24T09:05:00.000Z');
  });

  it('shows the empty text when there is no date', () => {
    renderDate({ At: null }, { emptyText: 'Never' });
    expect(screen.getByText('Never')).toBeInTheDocument();
  });
});
