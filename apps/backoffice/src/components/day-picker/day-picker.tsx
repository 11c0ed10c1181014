import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import type { Locale as DateFnsLocale } from 'date-fns';
import { ar } from 'date-fns/locale/ar';
import { enGB } from 'date-fns/locale/en-GB';
import { useEffect, useState } from 'react';
import type { DateValidationError } from '@mui/x-date-pickers/models';
import { useLanguage } from '@/i18n/language-provider';
import { useT, type Translate } from '@/i18n/text';
import { BahrainDayAdapter, dateOfDay, dayOfDate } from './bahrain-day';
import { usePickerTexts } from './picker-texts';

// The product writes days "29 Nov 2026" / "29 نوفمبر 2026" (components/dates.ts); the picker's
// field shows them so, and its calendar starts the week on Saturday, as Bahrain's does (CLDR).
const bahrainWeek = (locale: DateFnsLocale): DateFnsLocale => ({
  ...locale,
  options: { ...locale.options, weekStartsOn: 6 },
});
const LOCALES = {
  en: { dateFns: bahrainWeek(enGB), format: 'd MMM yyyy' },
  ar: { dateFns: bahrainWeek(ar), format: 'd MMMM yyyy' },
} as const;

export interface DayPickerProps {
  /** The day picked, '2026-11-29', or '' for none. */
  readonly day: string;
  /**
   * Called with a whole day or '' once cleared; never with a half-typed day or one outside the
   * calendar's years (1900-2099), which the field shows as an error instead.
   */
  readonly onDayChange: (day: string) => void;
  readonly label: string;
  readonly error?: boolean;
  readonly helperText?: string;
  readonly size?: 'small' | 'medium';
  readonly onBlur?: () => void;
}

/**
 * A day, typed or picked from a calendar, in the product's format and language, right to left in
 * Arabic. While a day is half typed the field keeps it and the value stays as it was.
 */
export function DayPicker({ day, onDayChange, label, error, helperText, size, onBlur }: DayPickerProps) {
  const { locale } = useLanguage();
  const localeText = usePickerTexts();
  const t = useT();
  const [shown, setShown] = useState<Date | null>(() => dateOfDay(day));
  const [refused, setRefused] = useState<DateValidationError>(null);
  // A day changed from outside (filters cleared, a saved query applied) replaces what is shown.
  useEffect(() => {
    setShown((current) => (dayOfDate(current) === day ? current : dateOfDay(day)));
  }, [day]);
  return (
    <LocalizationProvider
      dateAdapter={BahrainDayAdapter}
      adapterLocale={LOCALES[locale].dateFns}
      localeText={localeText}
    >
      <DatePicker
        label={label}
        value={shown}
        format={LOCALES[locale].format}
        onError={setRefused}
        onChange={(picked, { validationError }) => {
          setShown(picked);
          if (picked === null) onDayChange('');
          else if (validationError === null) onDayChange(dayOfDate(picked));
        }}
        slotProps={{
          // Left undefined unless ours, so the picker's own error (a day out of range) shows.
          textField: { error: error || undefined, helperText: helperText ?? refusal(refused, t), size, onBlur },
          // "1 Nov 2026", as the format says: the field would write "01 Nov 2026" otherwise.
          field: { clearable: true, shouldRespectLeadingZeros: true },
        }}
      />
    </LocalizationProvider>
  );
}

/** Why a typed day is not taken: one that does not exist, or outside the calendar's years. */
function refusal(error: DateValidationError, t: Translate): string | undefined {
  if (error === null) return undefined;
  return error === 'invalidDate' ? t('shell.datePicker.invalid') : t('shell.datePicker.outOfRange');
}
