export { MoneyText, type MoneyTextProps, type MoneyTone } from './money-text';
