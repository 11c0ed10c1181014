export { TextInput, type TextInputProps, type TextInputSlotProps } from './text-input';
