import { describe, expect, it } from 'vitest';
import { SignedLinks } from './signed-links';

const SECRET = 'a-test-secret-that-is-long-enough-for-hs256';
const DOCUMENT = '0b7f0e4e-3c55-4a43-9a39-1b6f4f0c2d11';

describe('signed links', () => {
  it('open their own subject until they expire', () => {
    let now = Date.UTC(2026, 11, 1);
    const links = new SignedLinks(SECRET, 'tax-document', () => now);
    const token = links.sign(DOCUMENT, 60);
    expect(links.verify(DOCUMENT, token)).toBe(true);
    expect(links.verify('another-document', token)).toBe(false);
    now += 59_000;
    expect(links.verify(DOCUMENT, token)).toBe(true);
    now += 1_000;
    expect(links.verify(DOCUMENT, token)).toBe(false);
  });

  it('refuse another purpose, another secret, a changed expiry or signature, and rubbish', () => {
    const now = () => Date.UTC(2026, 11, 1);
    const token = new SignedLinks(SECRET, 'tax-document', now).sign(DOCUMENT, 3600);
    expect(new SignedLinks(SECRET, 'statement', now).verify(DOCUMENT, token)).toBe(false);
    expect(new SignedLinks(`${SECRET}!`, 'tax-document', now).verify(DOCUMENT, token)).toBe(false);
    const links = new SignedLinks(SECRET, 'tax-document', now);
    const [expiry, signature] = token.split('.') as [string, string];
    expect(links.verify(DOCUMENT, `${Number(expiry) + 3600}.${signature}`)).toBe(false);
    const flipped = signature.slice(0, -1) + (signature.endsWith('A') ? 'B' : 'A');
    expect(links.verify(DOCUMENT, `${expiry}.${flipped}`)).toBe(false);
    for (const rubbish of ['', '.', 'abc', `${expiry}.`, `${expiry}.${signature}=`, `x${token}`, `${token}.1`]) {
      expect(links.verify(DOCUMENT, rubbish), rubbish).toBe(false);
    }
  });
});
