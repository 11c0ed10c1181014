export { PhoneField, PHONE_PLACEHOLDER, type PhoneFieldProps } from './phone-field';
