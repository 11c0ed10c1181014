import { describe, expect, it } from 'vitest';
import { isNotModified } from './conditional-get';

const current = { etag: 'W/"abc"', lastModified: new Date('2026-03-05T10:11:12.900Z') };

describe('isNotModified', () => {
  it('matches If-None-Match weakly, in a list, or as *', () => {
    expect(isNotModified({ 'if-none-match': 'W/"abc"' }, current)).toBe(true);
    expect(isNotModified({ 'if-none-match': '"abc"' }, current)).toBe(true);
    expect(isNotModified({ 'if-none-match': '"x", W/"abc"' }, current)).toBe(true);
    expect(isNotModified({ 'if-none-match': '*' }, current)).toBe(true);
    expect(isNotModified({ 'if-none-match': '"abcd"' }, current)).toBe(false);
    expect(isNotModified({ 'if-none-match': '' }, current)).toBe(false);
  });

  it('compares If-Modified-Since to the second, and only without If-None-Match', () => {
    expect(isNotModified({ 'if-modified-since': 'Thu, 05 Mar 2026 10:11:12 GMT' }, current)).toBe(true);
    expect(isNotModified({ 'if-modified-since': 'Thu, 05 Mar 2026 10:11:11 GMT' }, current)).toBe(false);
    expect(isNotModified({ 'if-modified-since': 'yesterday' }, current)).toBe(false);
    expect(
      isNotModified({ 'if-none-match': '"x"', 'if-modified-since': 'Thu, 05 Mar 2026 10:11:12 GMT' }, current),
    ).toBe(false);
    expect(
      isNotModified({ 'if-modified-since': 'Thu, 05 Mar 2026 10:11:12 GMT' }, { ...current, lastModified: undefined }),
    ).toBe(false);
  });

  it('is false without a condition', () => {
    expect(isNotModified({}, current)).toBe(false);
  });
});
