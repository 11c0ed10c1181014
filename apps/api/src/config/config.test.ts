import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('gives embedded defaults that need nothing installed', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 3000, host: 'localhost', databaseUrl: undefined, seedOnEmpty: true });
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.mediaDir).toBe(`${config.dataDir}/media`);
  });

  it('converts and validates environment strings', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '0.0.0.0',
      DEV_MAILBOX: 'true',
      CORS_ORIGINS: 'https://a.example, https://b.example',
      PUBLIC_URL: 'https://market.example/',
      DATABASE_URL: 'postgres://u@db:5432/market',
    });
    expect(config).toMatchObject({
      port: 8080,
      devMailbox: true,
      corsOrigins: ['https://a.example', 'https://b.example'],
      publicUrl: 'https://market.example',
      databaseUrl: 'postgres://u@db:5432/market',
    });
  });

  it('refuses bad values with a message naming each one', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', JWT_SECRET: 'short' })).toThrow(ConfigError);
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x' });
    } catch (error) {
      expect(String(error)).toMatch(/PORT/);
      expect(String(error)).toMatch(/DATABASE_URL/);
    }
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '', SMTP_URL: '' })).toMatchObject({ port: 3000, smtpUrl: undefined });
  });

  it('defaults to the sandbox gateway and needs a secret key for Tap', () => {
    expect(loadConfig({}).payments).toEqual({
      gateway: 'sandbox',
      tapSecretKey: undefined,
      tapApiUrl: 'https://api.tap.company/v2',
      reservationMinutes: 30,
      sweepIntervalSeconds: 60,
      commissionRateBp: 1000,
    });
    expect(() => loadConfig({ PAYMENT_GATEWAY: 'tap' })).toThrow(/TAP_SECRET_KEY is required/);
    expect(
      loadConfig({ PAYMENT_GATEWAY: 'tap', TAP_SECRET_KEY: 'sk_test_123456', COMMISSION_RATE_PERCENT: '12.5' })
        .payments,
    ).toMatchObject({ gateway: 'tap', tapSecretKey: 'sk_test_123456', commissionRateBp: 1250 });
    expect(() => loadConfig({ PAYMENT_GATEWAY: 'paypal' })).toThrow(/PAYMENT_GATEWAY/);
  });

  it('keeps shared state in the process unless REDIS_URL is set', () => {
    expect(loadConfig({}).redis).toBeUndefined();
    expect(loadConfig({ REDIS_URL: 'redis://cache:6379/0' }).redis).toEqual({
      url: 'redis://cache:6379/0',
      keyPrefix: 'marketplace:',
    });
    expect(loadConfig({ REDIS_URL: 'rediss://cache:6380', REDIS_KEY_PREFIX: 'staging:' }).redis).toEqual({
      url: 'rediss://cache:6380',
      keyPrefix: 'staging:',
    });
    expect(() => loadConfig({ REDIS_URL: 'http://cache' })).toThrow(/REDIS_URL/);
    expect(() => loadConfig({ REDIS_URL: 'redis://cache', REDIS_KEY_PREFIX: 'a b' })).toThrow(/REDIS_KEY_PREFIX/);
  });
});
