import { describe, expect, it } from 'vitest';
import { isPlainText, isValidOptionalImageUrl, isValidOptionalWebsite } from './rules';

// Issue 14: text fields must not carry control characters (PostgreSQL refuses NUL, which made the
// API answer 500), and stored URLs must never be a script (javascript:, data:, vbscript:).

const CONTROL_CHARACTERS = ['\u0000', '\u0001', '\u0007', '\u001b', '\u001f', '\u007f'];

describe('isPlainText', () => {
  it('accepts ordinary text in any script, and empty text', () => {
    for (const text of ['', 'Layla Al-Khalifa', 'مرحبا', 'Café 👍', "O'Brien; DROP TABLE users"]) {
      expect(isPlainText(text)).toBe(true);
      expect(isPlainText(text, 'multi')).toBe(true);
    }
  });
  it('refuses NUL and the other control characters on one line and in multi-line text', () => {
    for (const control of CONTROL_CHARACTERS) {
      expect(isPlainText(`a${control}b`)).toBe(false);
      expect(isPlainText(`a${control}b`, 'multi')).toBe(false);
    }
  });
  it('keeps tabs and line breaks for multi-line text only', () => {
    for (const text of ['line one\nline two', 'windows\r\nbreak', 'col\tcol']) {
      expect(isPlainText(text, 'multi')).toBe(true);
      expect(isPlainText(text)).toBe(false);
    }
  });
});

describe('isValidOptionalImageUrl', () => {
  it("accepts '' (no image), this server's media files and http(s) addresses", () => {
    for (const url of [
      '',
      '/media/3fa85f64-5717-4562-b3fc-2c963f66afa6.png',
      '/media/placeholder.png',
      'https://cdn.example.bh/media/a.png?v=2',
      'http://localhost:9000/marketplace/a.png',
    ]) {
      expect(isValidOptionalImageUrl(url), url).toBe(true);
    }
  });
  it('refuses scripts, other schemes, other paths and protocol-relative addresses', () => {
    for (const url of [
      'javascript:alert(document.cookie)',
      'JavaScript:alert(1)',
      ' javascript:alert(1)',
      'data:image/svg+xml;base64,PHN2Zz4=',
      'vbscript:msgbox(1)',
      'ftp://example.bh/a.png',
      '//evil.example/a.png',
      '/p.png',
      '/media/../api/Admin/admins',
      '/media/',
      'https://',
      'https://cdn.example.bh/a b.png',
      'https://cdn.example.bh/a\u0000.png',
      `https://cdn.example.bh/${'a'.repeat(2048)}`,
    ]) {
      expect(isValidOptionalImageUrl(url), url).toBe(false);
    }
  });
});

describe('isValidOptionalWebsite', () => {
  it('refuses control characters, credentials and scripts', () => {
    expect(isValidOptionalWebsite('https://gulf.example.bh/about')).toBe(true);
    expect(isValidOptionalWebsite('https://gulf.example.bh/\u0000')).toBe(false);
    expect(isValidOptionalWebsite('https://gulf\u0000.example.bh')).toBe(false);
    expect(isValidOptionalWebsite('https://user@evil.example')).toBe(false);
    expect(isValidOptionalWebsite('javascript:alert(1)//https://a.bh')).toBe(false);
  });
});
