import { useDefaultProps } from '@mui/material/DefaultPropsProvider';
import FormControl from '@mui/material/FormControl';
import FormHelperText, { type FormHelperTextProps } from '@mui/material/FormHelperText';
import type { InputBaseComponentProps } from '@mui/material/InputBase';
import InputLabel, { type InputLabelProps } from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import type { TextFieldProps } from '@mui/material/TextField';
import { useId } from 'react';

/** The parts of the field that can take extra props, as on MUI's TextField (objects only). */
export interface TextInputSlotProps {
  input?: Partial<OutlinedInputProps>;
  htmlInput?: InputBaseComponentProps;
  inputLabel?: Partial<InputLabelProps>;
  formHelperText?: Partial<FormHelperTextProps>;
}

export type TextInputProps = Omit<
  TextFieldProps,
  | 'select'
  | 'SelectProps'
  | 'variant'
  | 'slots'
  | 'slotProps'
  | 'children'
  | 'InputProps'
  | 'inputProps'
  | 'InputLabelProps'
  | 'FormHelperTextProps'
> & { slotProps?: TextInputSlotProps };

/**
 * MUI's outlined TextField without its drop-down mode (issue 18). TextField imports Select, and
 * with it Menu, Popover and Modal, plus the filled and standard inputs: about 11 KB gzip on every
 * page with a form, although no form here uses them (FilterSelect is the drop-down). The markup,
 * the label and helper-text wiring (ids, aria-describedby) and the theme's MuiTextField defaults
 * are TextField's, so it looks and reads the same to people and to screen readers.
 */
export function TextInput(inProps: TextInputProps) {
  const {
    autoComplete,
    autoFocus = false,
    color = 'primary',
    defaultValue,
    disabled = false,
    error = false,
    fullWidth = false,
    helperText,
    id: idOverride,
    inputRef,
    label,
    maxRows,
    minRows,
    multiline = false,
    name,
    onBlur,
    onChange,
    onFocus,
    placeholder,
    required = false,
    rows,
    slotProps = {},
    type,
    value,
    ...rootProps
  } = useDefaultProps({ props: inProps, name: 'MuiTextField' });
  const generatedId = useId();
  const id = idOverride ?? generatedId;
  const helperTextId = helperText ? `${id}-helper-text` : undefined;
  const inputLabelId = label ? `${id}-label` : undefined;
  const { input, htmlInput, inputLabel, formHelperText } = slotProps;
  return (
    <FormControl
      {...rootProps}
      className={['MuiTextField-root', rootProps.className].filter(Boolean).join(' ')}
      color={color}
      disabled={disabled}
      error={error}
      fullWidth={fullWidth}
      required={required}
      variant="outlined"
    >
      {label != null && label !== '' && (
        <InputLabel htmlFor={id} id={inputLabelId} {...inputLabel}>
          {label}
        </InputLabel>
      )}
      <OutlinedInput
        aria-describedby={helperTextId}
        autoComplete={autoComplete}
        autoFocus={autoFocus}
        defaultValue={defaultValue}
        fullWidth={fullWidth}
        multiline={multiline}
        name={name}
        rows={rows}
        maxRows={maxRows}
        minRows={minRows}
        type={type}
        value={value}
        id={id}
        inputRef={inputRef}
        onBlur={onBlur}
        onChange={onChange}
        onFocus={onFocus}
        placeholder={placeholder}
        label={label}
        {...(inputLabel?.shrink !== undefined ? { notched: inputLabel.shrink } : {})}
        inputProps={htmlInput}
        {...input}
      />
      {helperText && (
        <FormHelperText id={helperTextId} {...formHelperText}>
          {helperText}
        </FormHelperText>
      )}
    </FormControl>
  );
}
