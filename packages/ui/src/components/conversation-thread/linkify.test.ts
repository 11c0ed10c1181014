import { describe, expect, it } from 'vitest';
import { linkify } from './linkify';

describe('linkify', () => {
  it('turns http and https addresses into links and keeps the rest as text', () => {
    expect(linkify('See https://pearl.example.bh/a?b=1 and http://x.example.com now')).toEqual([
      { kind: 'text', text: 'See ' },
      { kind: 'link', href: 'https://pearl.example.bh/a?b=1', text: 'https://pearl.example.bh/a?b=1' },
      { kind: 'text', text: ' and ' },
      { kind: 'link', href: 'http://x.example.com/', text: 'http://x.example.com' },
      { kind: 'text', text: ' now' },
    ]);
  });

  it('leaves sentence punctuation and an enclosing bracket outside the link', () => {
    expect(linkify('(https://a.example.com/x).').map((part) => part.text)).toEqual([
      '(',
      'https://a.example.com/x',
      ').',
    ]);
    expect(linkify('https://en.example.org/wiki/Seef_(Bahrain)')[0]).toMatchObject({
      kind: 'link',
      text: 'https://en.example.org/wiki/Seef_(Bahrain)',
    });
  });

  it('never links other schemes or bare domains', () => {
    for (const text of [
      'javascript:alert(1)',
      'data:text/html,<b>x</b>',
      'mailto:a@b.bh',
      'www.example.com',
      'ftp://x.example.com',
    ])
      expect(linkify(text)).toEqual([{ kind: 'text', text }]);
  });

  it('stops an address at markup characters, so a quote cannot break out of it', () => {
    expect(linkify('https://x.example.com/"onmouseover="alert(1)')).toEqual([
      { kind: 'link', href: 'https://x.example.com/', text: 'https://x.example.com/' },
      { kind: 'text', text: '"onmouseover="alert(1)' },
    ]);
  });

  it('gives back the whole text, line breaks included', () => {
    const text = 'Line one\nhttps://a.example.com\n\n  indented';
    expect(
      linkify(text)
        .map((part) => part.text)
        .join(''),
    ).toBe(text);
  });

  it('leaves an empty text empty', () => {
    expect(linkify('')).toEqual([]);
  });
});
