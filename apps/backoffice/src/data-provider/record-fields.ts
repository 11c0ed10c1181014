// What a resource's update reads from react-admin's record: it sends the whole record, and the
// API's request schemas refuse fields they do not name.

type Data = Record<string, unknown>;

/** The fields a request schema accepts (it refuses others). */
export function pick(data: Data, fields: readonly string[]): Data {
  return Object.fromEntries(fields.filter((field) => field in data).map((field) => [field, data[field]]));
}

/** Whether the form changed `field` (a state change is a call of its own). */
export function changed(data: Data, previous: Data, field: string): boolean {
  return field in data && data[field] !== previous[field];
}

/** Whether `field` is the only change (react-admin adds `id`). */
export function onlyChange(data: Data, previous: Data, field: string): boolean {
  return Object.keys(data).every((key) => key === field || key === 'id' || data[key] === previous[key]);
}

/** The record of a list the API answers whole. */
export function found<R extends { id: string }>(records: readonly R[], id: string): R {
  const record = records.find((row) => row.id === id);
  if (!record) throw new Error('Not found');
  return record;
}
