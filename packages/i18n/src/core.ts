// The translation layer without React: for the API (its messages and e-mails) and plain modules.
export { addMessages, createI18n, type I18n, type Messages } from './create-i18n';
export { recordContractTexts, translateContractText } from './contract-text';
export { formatDate, formatDateTime, formatNumber } from './format';
