import { VALIDATION_MESSAGES } from '@marketplace/contract';
import { createI18n, recordContractTexts, translateContractText } from '@marketplace/i18n';
import { describe, expect, it } from 'vitest';
import { storefrontI18n } from '@/locales/test-i18n';
import { PAGE_TEXTS_ELEMENT_ID, pageTexts, readPageTexts } from './page-texts';

const shown = [VALIDATION_MESSAGES.emailInvalid, 'Email is required'];

describe('page texts', () => {
  it("carry the contract's messages a server render showed, so the browser says the same before that catalog arrives", () => {
    const server = storefrontI18n('ar');
    const used = recordContractTexts(server);
    const onServer = shown.map((text) => translateContractText(server, text));
    expect(onServer.every((text) => /[\u0600-\u06ff]/.test(text))).toBe(true);

    const texts = pageTexts(server, used);
    expect(Object.keys(texts).sort()).toEqual([...shown].sort());
    // Through the document, as main.tsx reads them.
    document.body.innerHTML = `<script id="${PAGE_TEXTS_ELEMENT_ID}" type="application/json">${JSON.stringify(texts)}</script>`;
    const browser = createI18n('ar', readPageTexts());
    expect(shown.map((text) => translateContractText(browser, text))).toEqual(onServer);
  });

  it('read as none from a document without them or with something else in their place', () => {
    document.body.innerHTML = '';
    expect(readPageTexts()).toEqual({});
    for (const junk of ['not json', '[1,2]', 'null']) {
      document.body.innerHTML = `<script id="${PAGE_TEXTS_ELEMENT_ID}" type="application/json">${junk}</script>`;
      expect(readPageTexts()).toEqual({});
    }
  });
});
