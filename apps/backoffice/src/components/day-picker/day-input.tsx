import { useInput, type InputProps } from 'react-admin';
import { DayPicker } from './day-picker';

/** `alwaysOn` is read by react-admin's filter form from the element, not by the input. */
export interface DayInputProps extends Pick<InputProps, 'source' | 'alwaysOn'> {
  readonly label: string;
}

/**
 * react-admin's input for a day (list filters): a DayPicker whose value is the day, '2026-11-29',
 * which the data provider turns into that day in Bahrain (data-provider/paging.ts dateBound).
 */
export function DayInput({ source, label }: DayInputProps) {
  const { field, fieldState } = useInput({ source });
  return (
    <DayPicker
      day={typeof field.value === 'string' ? field.value : ''}
      onDayChange={field.onChange}
      onBlur={field.onBlur}
      label={label}
      size="small"
      error={fieldState.invalid}
      helperText={fieldState.error?.message}
    />
  );
}
