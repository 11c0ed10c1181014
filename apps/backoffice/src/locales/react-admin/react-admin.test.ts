import englishMessages from 'ra-language-english';
import { describe, expect, it } from 'vitest';
import { flatMessages, polyglotToIcu } from '@/i18n/polyglot-to-icu';
import english from './en.json?raw';
import arabic from './ar.json?raw';

// react-admin's texts are ours to translate (no maintained Arabic package fits react-admin 5): the
// catalog must follow the installed version, key for key.
const installed = flatMessages(englishMessages);

describe("react-admin's messages", () => {
  it('are, in English, exactly the installed ra-language-english', () => {
    const expected = Object.fromEntries(Object.entries(installed).map(([id, text]) => [id, polyglotToIcu(text)]));
    expect(JSON.parse(english)).toEqual(expected);
  });

  it('are all translated into Arabic: every key of the installed version, none other', () => {
    const ids = Object.keys(JSON.parse(arabic) as object).sort();
    expect(ids).toEqual(Object.keys(installed).sort());
    expect(ids.length).toBeGreaterThan(150);
  });
});
