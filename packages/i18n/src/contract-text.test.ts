import { describe, expect, it } from 'vitest';
import { compileCatalog } from '../build/compile-catalog.mjs';
import { recordContractTexts, translateContractText } from './contract-text';
import { createI18n } from './create-i18n';

const required = 'Email is required';
const catalog = compileCatalog({ '{label} is required': '{label} مطلوب', Email: 'البريد الإلكتروني' });

describe('translateContractText', () => {
  it('translates a contract text through its template and keeps one no catalog has', () => {
    const i18n = createI18n('ar', catalog);
    expect(translateContractText(i18n, required)).toBe('البريد الإلكتروني مطلوب');
    expect(translateContractText(i18n, 'A text of no catalog')).toBe('A text of no catalog');
  });

  it('records the ids a recording translator looked up, and only those it has', () => {
    const recorded = createI18n('ar', catalog);
    const other = createI18n('ar', catalog);
    const used = recordContractTexts(recorded);
    translateContractText(recorded, required);
    translateContractText(recorded, 'A text of no catalog');
    translateContractText(other, 'Email');
    expect([...used].sort()).toEqual(['Email', '{label} is required']);
  });
});
