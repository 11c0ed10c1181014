import { isPhoneTyping } from '@marketplace/contract';
import { TextInput, type TextInputProps } from '../text-input';
import type { ChangeEvent } from 'react';
import { useUiText } from '../../lib/ui-text';

export type PhoneFieldProps = Omit<TextInputProps, 'type' | 'value' | 'onChange' | 'multiline'> & {
  value: string;
  /**
   * Called only for values the typing rule accepts, with the input's change event (so Formik's
   * handleChange fits as is). A refused keystroke or paste changes nothing: the field is
   * controlled, so React puts the previous value back.
   */
  onChange?: (event: ChangeEvent<HTMLInputElement>) => void;
  /** The same, as the plain new value. */
  onValueChange?: (value: string) => void;
};

/** The spec's country-code example (profile, section 2.5). */
export const PHONE_PLACEHOLDER = '+97333123456';

/**
 * A phone number input applying the spec's typing rule (section 5): an optional leading + and at
 * most 15 digits. The save rule (+ and at least 10 digits) is the form's business.
 */
export function PhoneField({
  value,
  onChange,
  onValueChange,
  label,
  placeholder = PHONE_PLACEHOLDER,
  slotProps,
  sx,
  ...textFieldProps
}: PhoneFieldProps) {
  const t = useUiText();
  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    if (!isPhoneTyping(event.target.value)) return;
    onChange?.(event);
    onValueChange?.(event.target.value);
  };

  return (
    <TextInput
      {...textFieldProps}
      type="tel"
      label={label ?? t('ui.phone.label')}
      placeholder={placeholder}
      value={value}
      onChange={handleChange}
      slotProps={{
        ...slotProps,
        // Phone numbers read left to right in Arabic pages too.
        htmlInput: {
          inputMode: 'tel',
          autoComplete: 'tel',
          dir: 'ltr',
          ...(slotProps?.htmlInput as object | undefined),
        },
      }}
      sx={[
        // Written for left-to-right pages; the RTL style cache turns 'left' into 'right', so in an
        // Arabic form the number still starts at the same edge as every other field's text.
        { '& .MuiInputBase-input': { textAlign: 'left' } },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    />
  );
}
