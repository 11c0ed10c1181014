import Typography from '@mui/material/Typography';
import { useRecordContext } from 'react-admin';
import { useLocale } from '@marketplace/i18n';
import { formatDate, formatDateTime } from './dates';

export interface DateTextProps {
  /** The record's field holding an ISO date-time. */
  readonly source: string;
  readonly showTime?: boolean;
  /** Shown when the record has no date there, e.g. "Never" for a last sign-in. */
  readonly emptyText?: string;
  /** Read by the list's column header (react-admin's DataTable.Col takes it from here too). */
  readonly label?: string;
}

/**
 * A record's date in the back office's one format ("24 Nov 2026", with the time if asked), in a
 * <time> element that keeps the exact instant for assistive technology: react-admin's DateField
 * follows the browser's locale instead ("11/24/2026" in one browser, "24.11.2026" in another).
 */
export function DateText({ source, showTime = false, emptyText = '' }: DateTextProps) {
  const value = useRecordContext()?.[source];
  const locale = useLocale();
  const text = showTime ? formatDateTime(value, locale) : formatDate(value, locale);
  if (!text)
    return emptyText ? (
      <Typography variant="body2" component="span">
        {emptyText}
      </Typography>
    ) : null;
  return (
    <Typography variant="body2" component="time" dateTime={String(value)}>
      {text}
    </Typography>
  );
}
