// The documents print every label in English and Arabic side by side: one PDF serves an English
// and an Arabic reader whatever the language it was asked in (issue 36), as the Gulf's bilingual
// business documents do. Each document keeps its own labels beside its renderer.

export interface Bilingual {
  en: string;
  ar: string;
}

/** "Page 2 of 3" / "صفحة 2 من 3". */
export const pageLabel = (page: number, pages: number): Bilingual => ({
  en: `Page ${page} of ${pages}`,
  ar: `صفحة ${page} من ${pages}`,
});
