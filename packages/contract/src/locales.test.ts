import { describe, expect, it } from 'vitest';
import { directionOf, localeFromAcceptLanguage, localeOfPath, pathInLocale, pathWithoutLocale } from './locales';

describe('locale paths', () => {
  it.each([
    ['/ar', 'ar'],
    ['/ar/', 'ar'],
    ['/ar/services/7', 'ar'],
    ['/ar?x=1', 'ar'],
    ['/home', 'en'],
    ['/', 'en'],
    ['/arabic-food', 'en'],
    ['/en/home', 'en'],
    ['/fr/home', 'en'],
  ])('%s is in %s', (path, locale) => expect(localeOfPath(path)).toBe(locale));

  it.each([
    ['/ar/services/7?Page=2', '/services/7?Page=2'],
    ['/ar', '/'],
    ['/ar?x=1', '/?x=1'],
    ['/ar/', '/'],
    ['/services', '/services'],
    ['/arabic-food', '/arabic-food'],
  ])('%s without its locale is %s', (path, bare) => expect(pathWithoutLocale(path)).toBe(bare));

  it.each([
    ['/services/7?Page=2', 'ar', '/ar/services/7?Page=2'],
    ['/', 'ar', '/ar'],
    ['/?x=1', 'ar', '/ar?x=1'],
    ['/ar/home', 'ar', '/ar/home'],
    ['/ar/home#top', 'en', '/home#top'],
    ['/ar', 'en', '/'],
    ['/contact', 'en', '/contact'],
  ])('%s in %s is %s', (path, locale, expected) => expect(pathInLocale(path, locale as 'en' | 'ar')).toBe(expected));

  it('gives Arabic right to left and English left to right', () => {
    expect(directionOf('ar')).toBe('rtl');
    expect(directionOf('en')).toBe('ltr');
  });
});

describe('localeFromAcceptLanguage', () => {
  it.each([
    ['ar-BH,ar;q=0.9,en;q=0.8', 'ar'],
    ['en-US,en;q=0.9,ar;q=0.8', 'en'],
    ['fr-FR,ar;q=0.5', 'ar'],
    ['en;q=0.4, AR;q=0.6', 'ar'],
    ['ar;q=0, en', 'en'],
    ['fr, de', null],
    ['', null],
    [undefined, null],
    ['ar;q=abc', 'ar'],
    [';;;,,,', null],
  ])('%s -> %s', (header, locale) => expect(localeFromAcceptLanguage(header)).toBe(locale));
});
