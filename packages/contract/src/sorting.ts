import { Type, type TUnsafe } from 'typebox';

// Sorting of the back office's lists: `sort=<field>:<asc|desc>` over a few fields each list
// whitelists (react-admin sends a field and an order; the data provider joins them with
// sortParam). Only listed values validate, so a sort never reaches SQL as free text.

export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];
export type SortValue<Field extends string> = `${Field}:${SortDirection}`;

/** Every `field:direction` pair of these fields, in order. */
export function sortValues<const Fields extends readonly string[]>(fields: Fields): SortValue<Fields[number]>[] {
  return fields.flatMap((field) =>
    SORT_DIRECTIONS.map((direction) => `${field}:${direction}` as SortValue<Fields[number]>),
  );
}

/**
 * The query parameter's schema: a string that is one of the `field:direction` pairs, refused with
 * a message listing them. Unsafe gives it the static type of those pairs.
 */
/*#__NO_SIDE_EFFECTS__*/
export function sortSchema<const Fields extends readonly string[]>(
  fields: Fields,
  title: string,
  description: string,
): TUnsafe<SortValue<Fields[number]>> {
  const values = sortValues(fields);
  const message = `Sort must be one of ${values.join(', ')}.`;
  return Type.Unsafe<SortValue<Fields[number]>>(
    Type.String({ enum: values, title, description, errorMessage: { enum: message, type: message } }),
  );
}

export interface ParsedSort<Field extends string> {
  readonly field: Field;
  readonly direction: SortDirection;
}

/** Splits a validated sort value; no value gives `fallback`. */
export function parseSort<Field extends string>(
  value: SortValue<Field> | undefined,
  fallback: SortValue<Field>,
): ParsedSort<Field> {
  const [field, direction] = (value ?? fallback).split(':') as [Field, SortDirection];
  return { field, direction };
}

/** Builds the parameter from a field and an order in either case (react-admin says ASC/DESC). */
export function sortParam<Field extends string>(
  field: Field,
  order: SortDirection | Uppercase<SortDirection>,
): SortValue<Field> {
  return `${field}:${order.toLowerCase() as SortDirection}`;
}
