import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { Locale } from '@marketplace/contract';
import { InLanguage } from '@/testing/in-language';
import { typeDay } from '@/testing/day-picker';
import { bahrainToday, dateOfDay, dayOfDate } from './bahrain-day';
import { DayPicker } from './day-picker';

function Picker({
  locale = 'en',
  initial = '',
  label = 'From',
}: {
  locale?: Locale;
  initial?: string;
  label?: string;
}) {
  const [day, setDay] = useState(initial);
  return (
    <InLanguage portal="provider" locale={locale}>
      <DayPicker day={day} onDayChange={setDay} label={label} />
      <output aria-label="picked">{day}</output>
      <button type="button" onClick={() => setDay('')}>
        Reset
      </button>
    </InLanguage>
  );
}

const picked = () => screen.getByRole('status', { name: 'picked' }).textContent;

describe('the day picker (issue 41 point 6)', () => {
  it('takes a typed day and shows it as the product writes days', async () => {
    const user = userEvent.setup();
    render(<Picker />);
    await typeDay(user, 'From', '2026-11-29');
    expect(picked()).toBe('2026-11-29');
    expect(screen.getByRole('group', { name: 'From' })).toHaveTextContent('29 Nov 2026');
  });

  it('shows a day given from outside, and empties when it is cleared from outside', async () => {
    const user = userEvent.setup();
    render(<Picker initial="2026-11-01" />);
    const field = screen.getByRole('group', { name: 'From' });
    expect(field.textContent).toMatch(/^\u2066?1\u2069? \u2066?Nov\u2069? \u2066?2026/);
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(field).not.toHaveTextContent('2026');
    expect(picked()).toBe('');
  });

  it('refuses a day outside 1900-2099 with a reason, and passes on nothing', async () => {
    const user = userEvent.setup();
    render(<Picker />);
    await typeDay(user, 'From', '1800-01-05');
    expect(await screen.findByText('Enter a day from 1900 to 2099.')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'From' })).toHaveAttribute('aria-invalid', 'true');
    expect(picked()).toBe('');
  });

  it('opens a calendar from its button, the week starting on Saturday as in Bahrain', async () => {
    const user = userEvent.setup();
    render(<Picker initial="2026-11-29" />);
    await user.click(screen.getByRole('button', { name: /^Choose date, selected date is 29 Nov 2026/ }));
    const dialog = await screen.findByRole('dialog', { name: 'From' });
    const calendar = within(dialog).getByRole('grid', { name: 'November 2026' });
    const weekDays = within(calendar).getAllByRole('columnheader');
    expect(weekDays[0]).toHaveAttribute('aria-label', 'Saturday');
    await user.click(within(calendar).getByRole('gridcell', { name: '3' }));
    expect(picked()).toBe('2026-11-03');
  });

  it('reads right to left in Arabic: Arabic month names, section names and reasons', async () => {
    const user = userEvent.setup();
    render(<Picker locale="ar" label="من" />);
    await typeDay(user, 'من', '2026-11-29', 'ar');
    expect(picked()).toBe('2026-11-29');
    const field = screen.getByRole('group', { name: 'من' });
    for (const name of ['اليوم', 'الشهر', 'السنة'])
      expect(within(field).getByRole('spinbutton', { name })).toBeInTheDocument();
    expect(within(field).getByRole('spinbutton', { name: 'الشهر' })).toHaveTextContent('نوفمبر');
    await typeDay(user, 'من', '2200-01-01', 'ar');
    expect(await screen.findByText('أدخل يومًا بين عامي 1900 و2099.')).toBeInTheDocument();
  });
});

describe('days in Bahrain', () => {
  it("is Bahrain's today whatever the clock of the browser says", () => {
    vi.useFakeTimers({ now: new Date('2026-11-29T22:30:00Z'), toFake: ['Date'] });
    try {
      // 01:30 on 30 Nov in Bahrain (UTC+3).
      expect(dayOfDate(bahrainToday())).toBe('2026-11-30');
    } finally {
      vi.useRealTimers();
    }
  });

  it('turns days into the dates the picker holds and back', () => {
    expect(dayOfDate(dateOfDay('2026-02-28'))).toBe('2026-02-28');
    expect(dateOfDay('2026-02-30')).toBeNull();
    expect(dateOfDay('29/11/2026')).toBeNull();
    expect(dateOfDay(undefined)).toBeNull();
    expect(dayOfDate(null)).toBe('');
    expect(dayOfDate(new Date('invalid'))).toBe('');
  });
});
