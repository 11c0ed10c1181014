// Bahrain IBANs (ISO 13616): "BH", 2 check digits, a 4-letter bank code and 14 alphanumeric
// characters, 22 in all, e.g. BH67BMAG00001299123456 (the IBAN registry's example). The forms and
// the API both call isValidBahrainIban, so a number refused on screen is refused on the wire too.

export const BAHRAIN_IBAN_LENGTH = 22;

const BAHRAIN_IBAN_PATTERN = /^BH\d{2}[A-Z]{4}[A-Z0-9]{14}$/;

/** What people type, as stored: spaces (the printed groups of four) removed, upper case. */
export function normalizeIban(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

/**
 * ISO 13616 check: the first four characters move to the end, letters become 10..35, and the
 * number read that way leaves 1 when divided by 97. Done digit by digit: the number has ~50 digits.
 */
export function ibanChecksumIsValid(iban: string): boolean {
  return ibanRemainder(iban) === 1;
}

function ibanRemainder(iban: string): number {
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const char of rearranged) {
    const digits = /\d/.test(char) ? char : String(char.charCodeAt(0) - 55);
    for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder;
}

/**
 * The Bahrain IBAN of a bank code (4 letters) and account (14 characters), with the check
 * digits that make its checksum hold (98 less the remainder with "00" in their place).
 */
export function bahrainIban(bankCode: string, account: string): string {
  const check = 98 - ibanRemainder(`BH00${bankCode}${account}`);
  return `BH${String(check).padStart(2, '0')}${bankCode}${account}`;
}

/** Country, length, shape and checksum; spaces and lower case in the input are accepted. */
export function isValidBahrainIban(value: string | null | undefined): boolean {
  if (typeof value !== 'string') return false;
  const iban = normalizeIban(value);
  return BAHRAIN_IBAN_PATTERN.test(iban) && ibanChecksumIsValid(iban);
}

/** Only the last four characters stay readable: "•••• 3456". */
export function maskIban(iban: string): string {
  const normalized = normalizeIban(iban);
  return `•••• ${normalized.slice(-4)}`;
}
