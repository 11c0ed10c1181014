import { describe, expect, it } from 'vitest';
import { customerReturnPath } from './return-path';

describe('customerReturnPath', () => {
  it('returns to the page in location.state.from, with its query and hash', () => {
    expect(customerReturnPath({ from: { pathname: '/payments', search: '?x=1', hash: '#pay' } })).toBe(
      '/payments?x=1#pay',
    );
    expect(customerReturnPath({ from: '/notifications' })).toBe('/notifications');
  });

  it.each([
    ['no state', null],
    ['no from', {}],
    ['another site', { from: '//evil.example/home' }],
    ['an absolute URL', { from: 'https://evil.example' }],
    ['the back office', { from: { pathname: '/admin/analytics' } }],
    ['a sign-in page', { from: { pathname: '/customer-auth' } }],
    ['the start page', { from: { pathname: '/Start' } }],
  ])('falls back to /home for %s', (_, state) => {
    expect(customerReturnPath(state)).toBe('/home');
  });
});
