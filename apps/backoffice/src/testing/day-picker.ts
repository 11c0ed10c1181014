import type { Locale } from '@marketplace/contract';
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { Month } from 'date-fns';
import { ar } from 'date-fns/locale/ar';
import { enGB } from 'date-fns/locale/en-GB';

// The month names the DayPicker's field shows (components/day-picker): English's short ones,
// Arabic's whole ones. Its sections are named by the shell's catalog (shell.datePicker.*).
const SECTION_NAMES = {
  en: { day: 'Day', month: 'Month', year: 'Year' },
  ar: { day: 'اليوم', month: 'الشهر', year: 'السنة' },
} as const;

const monthName = (month: Month, locale: Locale) =>
  locale === 'en' ? enGB.localize.month(month, { width: 'abbreviated' }) : ar.localize.month(month, { width: 'wide' });

/**
 * Types `day` ('2026-11-29') into the DayPicker named `label`, as a person does: the day, the
 * month's name and the year, each into its section of the field (in Arabic the field lays them
 * out right to left, so each is found by its name rather than its place).
 */
export async function typeDay(user: UserEvent, label: string, day: string, locale: Locale = 'en') {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const field = within(screen.getByRole('group', { name: label }));
  const names = SECTION_NAMES[locale];
  await user.click(field.getByRole('spinbutton', { name: names.day }));
  await user.keyboard(String(date).padStart(2, '0'));
  await user.click(field.getByRole('spinbutton', { name: names.month }));
  await user.keyboard(monthName((month - 1) as Month, locale));
  await user.click(field.getByRole('spinbutton', { name: names.year }));
  await user.keyboard(String(year));
}
