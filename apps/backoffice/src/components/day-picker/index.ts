export { DayInput, type DayInputProps } from './day-input';
export { DayPicker, type DayPickerProps } from './day-picker';
