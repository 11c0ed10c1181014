import type { PickersLocaleText } from '@mui/x-date-pickers/locales';
import { useMemo } from 'react';
import { useT } from '@/i18n/text';

/**
 * The date picker's own texts (its buttons, headings and the names screen readers hear) in the
 * language on screen. MUI X ships no Arabic, so both languages come from our catalogs.
 */
export function usePickerTexts(): Partial<PickersLocaleText> {
  const t = useT();
  return useMemo(
    () => ({
      previousMonth: t('shell.datePicker.previousMonth'),
      nextMonth: t('shell.datePicker.nextMonth'),
      openPreviousView: t('shell.datePicker.openPreviousView'),
      openNextView: t('shell.datePicker.openNextView'),
      calendarViewSwitchingButtonAriaLabel: (view) =>
        view === 'year' ? t('shell.datePicker.toCalendarView') : t('shell.datePicker.toYearView'),
      cancelButtonLabel: t('shell.datePicker.cancel'),
      clearButtonLabel: t('shell.datePicker.clear'),
      okButtonLabel: t('shell.datePicker.ok'),
      todayButtonLabel: t('shell.datePicker.today'),
      datePickerToolbarTitle: t('shell.datePicker.title'),
      openDatePickerDialogue: (date) => (date ? t('shell.datePicker.chosen', { date }) : t('shell.datePicker.choose')),
      fieldClearLabel: t('shell.datePicker.clear'),
      fieldDayPlaceholder: () => t('shell.datePicker.dayPlaceholder'),
      fieldMonthPlaceholder: () => t('shell.datePicker.monthPlaceholder'),
      fieldYearPlaceholder: () => t('shell.datePicker.yearPlaceholder'),
      year: t('shell.datePicker.year'),
      month: t('shell.datePicker.month'),
      day: t('shell.datePicker.day'),
      weekDay: t('shell.datePicker.weekDay'),
      empty: t('shell.datePicker.empty'),
    }),
    [t],
  );
}
