import { describe, expect, it } from 'vitest';
import { apiPath, buildQuery, joinUrl } from './url';

describe('buildQuery', () => {
  it('drops undefined, null and empty values and keeps 0 and false', () => {
    expect(buildQuery({ a: undefined, b: null, c: '', d: 0, e: false, f: 'x y' })).toBe('?d=0&e=false&f=x+y');
  });

  it('gives nothing for no values', () => {
    expect(buildQuery(undefined)).toBe('');
    expect(buildQuery({ a: undefined })).toBe('');
  });
});

describe('joinUrl', () => {
  it('puts exactly one slash between base and path', () => {
    expect(joinUrl('https://x.bh', '/api/a')).toBe('https://x.bh/api/a');
    expect(joinUrl('https://x.bh//', 'api/a')).toBe('https://x.bh/api/a');
    expect(joinUrl('', '/api/a')).toBe('/api/a');
    expect(joinUrl('https://x.bh/base/', '/api/a')).toBe('https://x.bh/base/api/a');
  });
});

describe('apiPath', () => {
  it('encodes every interpolated value, so ids cannot change the route', () => {
    expect(apiPath`/api/Cart/item/${'a/../b?x=1'}/quantity`).toBe('/api/Cart/item/a%2F..%2Fb%3Fx%3D1/quantity');
    expect(apiPath`/api/Admin/revenue/${2025}`).toBe('/api/Admin/revenue/2025');
  });
});
