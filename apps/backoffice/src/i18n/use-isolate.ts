import { useMemo } from 'react';
import { useLocale } from '@/i18n/text';

export interface Isolate {
  /** An order number, a reference, an IBAN: kept left to right inside Arabic text (LRI … PDI). */
  ltr(text: string): string;
  /** A name or an item that may be Arabic or English: its own direction inside the text (FSI … PDI). */
  auto(text: string): string;
}

const keep: Isolate = { ltr: (text) => text, auto: (text) => text };
const isolated: Isolate = { ltr: (text) => `\u2066${text}\u2069`, auto: (text) => `\u2068${text}\u2069` };

/**
 * Values put inside a sentence of the catalog, isolated from the words around them in Arabic (so
 * "#1A2B3C4D" never reads "1A2B3C4D#" in right-to-left text); English texts stay as they are.
 */
export function useIsolate(): Isolate {
  const locale = useLocale();
  return useMemo(() => (locale === 'ar' ? isolated : keep), [locale]);
}
