import type { Locale } from '@marketplace/contract';
import { I18nProvider } from '@marketplace/i18n';
import { render, screen } from '@testing-library/react';
import { RecordContextProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { backofficeI18n } from '@/locales/test-i18n';
import { DateText } from './date-text';

const renderDate = (
  record: Record<string, unknown>,
  props: Partial<Parameters<typeof DateText>[0]> = {},
  locale: Locale = 'en',
) =>
  render(
    <I18nProvider i18n={backofficeI18n(locale)}>
      <RecordContextProvider value={{ id: 1, ...record }}>
        <DateText source="At" {...props} />
      </RecordContextProvider>
    </I18nProvider>,
  );

describe('DateText', () => {
  it('writes the day in the back office format inside a <time> with the exact instant', () => {
    renderDate({ At: '2026-11-24T09:05:00.000Z' }, { showTime: true });
    const time = screen.getByText('24 Nov 2026, 12:05');
    expect(time.tagName).toBe('TIME');
    expect(time).toHaveAttribute('datetime', '2026-11-24T09:05:00.000Z');
  });

  it('writes Arabic dates with Arabic month names and Latin digits, in Bahrain time', () => {
    renderDate({ At: '2026-11-24T21:05:00.000Z' }, {}, 'ar');
    // 00:05 on the 25th in Bahrain.
    expect(screen.getByText('25 نوفمبر 2026').tagName).toBe('TIME');
  });

  it('shows the empty text when there is no date', () => {
    renderDate({ At: null }, { emptyText: 'Never' });
    expect(screen.getByText('Never')).toBeInTheDocument();
  });
});
