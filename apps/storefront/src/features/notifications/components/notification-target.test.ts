import { describe, expect, it } from 'vitest';
import { notificationTarget } from './notification-target';

const ORIGIN = 'https://market.bh';

describe('notificationTarget', () => {
  it('has nowhere to go for an empty link', () => {
    expect(notificationTarget('', ORIGIN)).toBeNull();
  });

  it('keeps app paths inside the app', () => {
    expect(notificationTarget('/customer-dashboard/order/abc', ORIGIN)).toEqual({
      kind: 'internal',
      to: '/customer-dashboard/order/abc',
    });
    expect(notificationTarget('https://market.bh/notifications?x=1#top', ORIGIN)).toEqual({
      kind: 'internal',
      to: '/notifications?x=1#top',
    });
  });

  it('opens other web sites as external links', () => {
    expect(notificationTarget('https://benefit.bh/help', ORIGIN)).toEqual({
      kind: 'external',
      href: 'https://benefit.bh/help',
    });
  });

  it.each(['javascript:alert(1)', '//evil.example/path', 'data:text/html,hi', 'not a url'])('refuses %s', (link) => {
    expect(notificationTarget(link, ORIGIN)).toBeNull();
  });
});
