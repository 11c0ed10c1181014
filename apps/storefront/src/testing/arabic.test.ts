import { VALIDATION_MESSAGES } from '@marketplace/contract';
import { describe, expect, it } from 'vitest';
import { arabicContractText, arabicText, expectNoEnglish, latinWordsIn } from './arabic';

// The checks the Arabic tests rely on must fail when English is left, wherever a person meets it.

function screenOf(html: string): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = html;
  return root;
}

describe('latinWordsIn', () => {
  it('finds the Latin words in the text and in the attributes people hear or see', () => {
    const root = screenOf(
      '<p>سلة <b>Ca</b>rt</p><button aria-label="Close"></button><input placeholder="Search">' +
        '<span title="More"></span><img alt="Logo">',
    );
    expect(latinWordsIn(root)).toEqual(['Cart', 'Close', 'Search', 'More', 'Logo']);
  });

  it("sets aside the user's data, isolates and all, and the parts other features own", () => {
    const root = screenOf(
      '<p>أرسلنا رسالة إلى \u2066sara@example.bh\u2069.</p><section><button>Add to cart</button></section>',
    );
    expect(latinWordsIn(root)).toEqual(['sara', 'example', 'Add', 'cart']);
    const cart = root.querySelector('section')!;
    expect(latinWordsIn(root, { data: ['\u2066sara@example.bh\u2069'], skip: [cart] })).toEqual([]);
    expect(root.querySelector('button')).toHaveTextContent('Add to cart');
  });
});

describe('expectNoEnglish', () => {
  const catalog = {
    'x.count': '{count, plural, one {Cart, # line} other {Cart, # lines}}',
    'x.sent': 'We sent an e-mail to {email}. <0>Open it</0> within the hour.',
  };

  it('passes on an Arabic screen', () => {
    expectNoEnglish(screenOf('<p>أرسلنا رسالة إلى sara@example.bh</p>'), {
      catalogs: [catalog],
      data: ['sara@example.bh'],
    });
  });

  it("names every piece of a catalog's English that shows, between arguments, tags and plural forms", () => {
    for (const [html, piece] of [
      ['<p>We sent an e-mail to sara@example.bh</p>', 'We sent an e-mail to'],
      ['<p><a>Open it</a></p>', 'Open it'],
      ['<p>2 lines</p>', 'lines'],
      ['<p>. within the hour.</p>', 'within the hour.'],
    ]) {
      expect(() => expectNoEnglish(screenOf(html!), { catalogs: [catalog], data: ['sara@example.bh'] })).toThrow(piece);
    }
  });

  it('fails on any Latin word, catalogs or not', () => {
    expect(() => expectNoEnglish(screenOf('<p>مرحبا <i>Hello</i></p>'))).toThrow('Hello');
  });

  it('refuses a compiled catalog', () => {
    const compiled = { 'x.count': ['Cart'] } as unknown as Record<string, string>;
    expect(() => expectNoEnglish(screenOf('<p>سلة</p>'), { catalogs: [compiled] })).toThrow('….json?raw');
  });
});

describe('the Arabic of a message and of a contract text', () => {
  it('words a plural in Arabic and translates what the contract has', () => {
    expect(arabicText('auth.forgot.sentDetails', { hours: 2 })).toContain('ساعتين');
    expect(arabicContractText(VALIDATION_MESSAGES.emailRequired)).not.toMatch(/[A-Za-z]{3,}/);
  });
});
