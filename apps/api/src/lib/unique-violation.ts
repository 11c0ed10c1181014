/** PostgreSQL's unique_violation (23505), found on the driver error Drizzle wraps. */
export function isUniqueViolation(error: unknown): boolean {
  for (let current = error; current instanceof Error || isRecord(current); current = causeOf(current)) {
    if (isRecord(current) && current.code === '23505') return true;
  }
  return false;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function causeOf(value: unknown): unknown {
  return isRecord(value) ? value.cause : undefined;
}
