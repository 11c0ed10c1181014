/**
 * A legal form written as an abbreviation at the end of a business name ("W.L.L.", "B.S.C.", "Co.")
 * says nothing about whose logo it is: "Pearl Home Services W.L.L." is PS, not PW.
 */
const LEGAL_FORM = /^(?:\p{L}\.)+\p{L}?$|^\p{L}{1,3}\.$/u;

/** "Fatima Al-Khalifa" -> "FA"; one word gives one letter; code points, so no split surrogates. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  while (words.length > 1 && LEGAL_FORM.test(words[words.length - 1]!)) words.pop();
  const first = words[0];
  if (first === undefined) return '';
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  const letter = (word: string) => Array.from(word)[0] ?? '';
  return (letter(first) + (last ? letter(last) : '')).toLocaleUpperCase();
}
