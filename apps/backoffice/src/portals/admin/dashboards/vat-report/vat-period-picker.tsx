import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useLocale, useT } from '@/i18n/text';
import { firstMonthOf, monthLabel, quarterOfMonth, startsAfter, type VatPeriod, type YearMonth } from './vat-period';

const MONTHS = Array.from({ length: 12 }, (_, index) => index + 1);
const QUARTERS = [1, 2, 3, 4];
/** The years offered: this one and five before it (the period's own too, when the address names an older one). */
const YEARS_BACK = 5;

export interface VatPeriodPickerProps {
  readonly period: VatPeriod;
  /** This month in Bahrain: later periods cannot be chosen (they have no documents yet). */
  readonly current: YearMonth;
  onChange(period: VatPeriod): void;
}

/** A year, then a month or a quarter of it: native-feeling selects and a two-way switch, all by keyboard. */
export function VatPeriodPicker({ period, current, onChange }: VatPeriodPickerProps) {
  const t = useT();
  const locale = useLocale();
  const years = Array.from({ length: YEARS_BACK + 1 }, (_, index) => current.year - index);
  if (!years.includes(period.year)) years.push(period.year);
  const byQuarter = period.month === undefined;
  // A period that has not begun yet is offered disabled, so the list keeps its shape.
  const later = (next: VatPeriod) => startsAfter(next, current);
  // A year change keeps the month or quarter, unless it has not begun yet in that year.
  const inYear = (year: number): VatPeriod => {
    const next: VatPeriod = byQuarter ? { year, quarter: period.quarter } : { year, month: period.month };
    if (!later(next)) return next;
    return byQuarter ? { year, quarter: quarterOfMonth(current.month) } : { year, month: current.month };
  };

  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
      <TextField
        select
        size="small"
        label={t('admin.vat.year')}
        value={period.year}
        onChange={(event) => onChange(inYear(Number(event.target.value)))}
        sx={{ width: 110 }}
      >
        {years.map((year) => (
          <MenuItem key={year} value={year}>
            {year}
          </MenuItem>
        ))}
      </TextField>
      <ToggleButtonGroup
        exclusive
        size="small"
        color="primary"
        aria-label={t('admin.vat.length')}
        value={byQuarter ? 'quarter' : 'month'}
        onChange={(_event, value: 'month' | 'quarter' | null) => {
          if (value === 'quarter' && !byQuarter) onChange({ year: period.year, quarter: quarterOfMonth(period.month) });
          if (value === 'month' && byQuarter) {
            // The quarter's last month that has begun (its first, for a quarter the address set ahead).
            const months = [2, 1, 0].map((step) => firstMonthOf(period.quarter) + step);
            const month = months.find((candidate) => !later({ year: period.year, month: candidate }));
            onChange({ year: period.year, month: month ?? firstMonthOf(period.quarter) });
          }
        }}
      >
        <ToggleButton value="month">{t('admin.vat.byMonth')}</ToggleButton>
        <ToggleButton value="quarter">{t('admin.vat.byQuarter')}</ToggleButton>
      </ToggleButtonGroup>
      {byQuarter ? (
        <TextField
          select
          size="small"
          label={t('admin.vat.quarter')}
          value={period.quarter}
          onChange={(event) => onChange({ year: period.year, quarter: Number(event.target.value) })}
          sx={{ width: 220 }}
        >
          {QUARTERS.map((quarter) => (
            <MenuItem key={quarter} value={quarter} disabled={later({ year: period.year, quarter })}>
              {t('admin.vat.quarterOption', { quarter: String(quarter) })}
            </MenuItem>
          ))}
        </TextField>
      ) : (
        <TextField
          select
          size="small"
          label={t('admin.vat.month')}
          value={period.month}
          onChange={(event) => onChange({ year: period.year, month: Number(event.target.value) })}
          sx={{ width: 170 }}
        >
          {MONTHS.map((month) => (
            <MenuItem key={month} value={month} disabled={later({ year: period.year, month })}>
              {monthLabel(locale, month)}
            </MenuItem>
          ))}
        </TextField>
      )}
    </Stack>
  );
}
