export * from './messages';
export * from './rules';
export * from './yup-fields';
export * from './yup-schemas';
export * from './listing-form-schema';
