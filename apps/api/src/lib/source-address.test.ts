import { describe, expect, it } from 'vitest';
import { sourceOf } from './source-address';

describe('sourceOf', () => {
  it('keeps IPv4 addresses, also when written as IPv4-mapped IPv6', () => {
    expect(sourceOf('192.0.2.7')).toBe('192.0.2.7');
    expect(sourceOf('::ffff:192.0.2.7')).toBe('192.0.2.7');
  });

  it('counts an IPv6 address by its /64, however it is written', () => {
    const prefix = '2001:db8:0:1::/64';
    expect(sourceOf('2001:db8:0:1::1')).toBe(prefix);
    expect(sourceOf('2001:0db8:0000:0001:ffff:0:0:2')).toBe(prefix);
    expect(sourceOf('2001:DB8:0:1:abcd::%eth0')).toBe(prefix);
    expect(sourceOf('2001:db8:0:2::1')).not.toBe(prefix);
    expect(sourceOf('::1')).toBe('0:0:0:0::/64');
    expect(sourceOf('fe80::1')).toBe('fe80:0:0:0::/64');
  });

  it('names a missing address', () => {
    expect(sourceOf(undefined)).toBe('unknown');
    expect(sourceOf('')).toBe('unknown');
  });
});
