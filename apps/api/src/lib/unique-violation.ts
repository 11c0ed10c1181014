/** PostgreSQL's unique_violation (23505), found on the driver error Drizzle wraps. */
export function isUniqueViolation(error: unknown): boolean {
  return uniqueViolationOf(error) !== null;
}

/**
 * The name of the unique index or constraint a unique_violation broke ('' when the driver does not
 * say), or null when the error is not one. Both drivers (pg and PGlite) name it.
 */
export function violatedUniqueIndex(error: unknown): string | null {
  const violation = uniqueViolationOf(error);
  return violation === null ? null : typeof violation.constraint === 'string' ? violation.constraint : '';
}

function uniqueViolationOf(error: unknown): Record<string, unknown> | null {
  for (let current = error; current instanceof Error || isRecord(current); current = causeOf(current)) {
    if (isRecord(current) && current.code === '23505') return current;
  }
  return null;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function causeOf(value: unknown): unknown {
  return isRecord(value) ? value.cause : undefined;
}
