export { AvatarPicker, type AvatarPickerProps } from './avatar-picker';
export { initialsOf } from './initials';
