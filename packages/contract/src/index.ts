// @marketplace/contract: the single source of truth for the wire between the API and the apps.
// Schemas (TypeBox) validate, serialise and document the API; the same module gives the apps their
// types, form schemas (yup), texts, constants and the money rules, so both sides agree to the fils.

export * from './constants';
export * from './locales';
export { translateText, TEXT_TEMPLATES, type CatalogLookup } from './i18n/translate-text';
export * from './limits';
export * from './enums';
export * from './money';
export * from './paging';
export * from './sorting';
export * from './errors';
export * from './validation';
export * from './bank-details';
export * from './schemas';
export * from './token';
export * from './profile';
export * from './portals';
export * from './cart-rules';
export * from './catalog-rules';
export * from './listing-import';
export * from './csv';
export * from './order-rules';
export * from './order-transitions';
export * from './responsive-image';
