/**
 * A `parse` for react-admin's TextInput that keeps an emptied input '' instead of null (its
 * default). The contract's yup schemas are strings, not nullable: with null, clearing an optional
 * text (a description, an Arabic name) showed "… cannot be null" and the form would not save. ''
 * is also what the API takes for "none", and how a request removes an Arabic text.
 */
export const keepEmptyText = (value: string) => value;
