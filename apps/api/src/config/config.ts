import { Type, type Static } from 'typebox';
import { Value } from 'typebox/value';
import { join, resolve } from 'node:path';
import { appRoot, repoRoot } from './paths';

const Env = Type.Object({
  PORT: Type.Integer({ minimum: 0, maximum: 65535, default: 3000 }),
  HOST: Type.String({ minLength: 1, default: 'localhost' }),
  PUBLIC_URL: Type.Optional(Type.String({ pattern: '^https?://' })),
  DATA_DIR: Type.String({ minLength: 1, default: join(appRoot, '.data') }),
  DATABASE_URL: Type.Optional(Type.String({ pattern: '^postgres(ql)?://' })),
  DATABASE_POOL_SIZE: Type.Integer({ minimum: 1, maximum: 200, default: 10 }),
  JWT_SECRET: Type.Optional(Type.String({ minLength: 32 })),
  REDIS_URL: Type.Optional(Type.String({ pattern: '^rediss?://' })),
  REDIS_KEY_PREFIX: Type.String({ pattern: '^[\\w.:-]{1,64}$', default: 'marketplace:' }),
  SMTP_URL: Type.Optional(Type.String({ pattern: '^smtps?://' })),
  MAIL_FROM: Type.String({ default: 'Bahrain Services Marketplace <no-reply@marketplace.bh>' }),
  DEV_MAILBOX: Type.Boolean({ default: false }),
  CORS_ORIGINS: Type.String({ default: '' }),
  TRUST_PROXY: Type.Boolean({ default: false }),
  RATE_LIMIT_MAX: Type.Integer({ minimum: 1, default: 600 }),
  LOG_LEVEL: Type.Union(
    ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'].map((level) => Type.Literal(level)),
    { default: 'info' },
  ),
  SEED_ON_EMPTY: Type.Boolean({ default: true }),
  STOREFRONT_DIR: Type.String({ default: join(repoRoot, 'apps', 'storefront', 'dist') }),
  BACKOFFICE_DIR: Type.String({ default: join(repoRoot, 'apps', 'backoffice', 'dist') }),
  SHUTDOWN_GRACE_MS: Type.Integer({ minimum: 0, default: 10_000 }),
  S3_BUCKET: Type.Optional(Type.String({ minLength: 3 })),
  S3_REGION: Type.String({ default: 'us-east-1' }),
  S3_ENDPOINT: Type.Optional(Type.String({ pattern: '^https?://' })),
  S3_ACCESS_KEY_ID: Type.Optional(Type.String({ minLength: 1 })),
  S3_SECRET_ACCESS_KEY: Type.Optional(Type.String({ minLength: 1 })),
  S3_PUBLIC_URL: Type.Optional(Type.String({ pattern: '^https?://' })),
  S3_FORCE_PATH_STYLE: Type.Boolean({ default: false }),
  PAYMENT_GATEWAY: Type.Union([Type.Literal('sandbox'), Type.Literal('tap')], { default: 'sandbox' }),
  TAP_SECRET_KEY: Type.Optional(Type.String({ minLength: 8 })),
  TAP_API_URL: Type.String({ pattern: '^https?://', default: 'https://api.tap.company/v2' }),
  RESERVATION_MINUTES: Type.Integer({ minimum: 1, maximum: 7 * 24 * 60, default: 30 }),
  RESERVATION_SWEEP_SECONDS: Type.Integer({ minimum: 0, maximum: 3600, default: 60 }),
  MESSAGE_MAIL_SWEEP_SECONDS: Type.Integer({ minimum: 0, maximum: 3600, default: 60 }),
  MESSAGE_MAIL_AFTER_SECONDS: Type.Integer({ minimum: 1, maximum: 7 * 24 * 3600, default: 600 }),
  VERIFICATION_SWEEP_SECONDS: Type.Integer({ minimum: 0, maximum: 24 * 3600, default: 3600 }),
  DOCUMENT_RETENTION_DAYS: Type.Integer({ minimum: 1, maximum: 20 * 366, default: 1826 }),
  COMMISSION_RATE_PERCENT: Type.Number({ minimum: 0, maximum: 100, default: 10 }),
  // Each listing is two URLs (English, Arabic): 25,000 is the sitemap protocol's 50,000 URLs.
  SITEMAP_LISTINGS_PER_PAGE: Type.Integer({ minimum: 1, maximum: 25_000, default: 5_000 }),
  METRICS_PORT: Type.Optional(Type.Integer({ minimum: 0, maximum: 65535 })),
  METRICS_HOST: Type.Optional(Type.String({ minLength: 1 })),
  METRICS_TOKEN: Type.Optional(Type.String({ minLength: 32, pattern: '^[\\x21-\\x7e]+$' })),
  OTEL_EXPORTER_OTLP_ENDPOINT: Type.Optional(Type.String({ pattern: '^https?://' })),
  OTEL_SERVICE_NAME: Type.String({ minLength: 1, default: 'marketplace-api' }),
  OTEL_TRACES_SAMPLER_ARG: Type.Number({ minimum: 0, maximum: 1, default: 1 }),
});
type Env = Static<typeof Env>;

export interface AppConfig {
  port: number;
  host: string;
  /** Base of absolute links: PUBLIC_URL, or http://HOST:PORT when it is not set. */
  publicUrl: string;
  /** False without PUBLIC_URL: links then follow the address each person used (plugins/link-origin). */
  publicUrlConfigured: boolean;
  dataDir: string;
  /** Uploaded files when no S3 bucket is configured. */
  mediaDir: string;
  databaseUrl: string | undefined;
  databasePoolSize: number;
  jwtSecret: string | undefined;
  /**
   * Set when several API processes share one PostgreSQL: rate limits, sign-in throttles and
   * one-use stream tickets are then kept in Redis, so each holds for all of them.
   */
  redis: RedisConfig | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  devMailbox: boolean;
  corsOrigins: string[];
  trustProxy: boolean;
  rateLimitMax: number;
  logLevel: string;
  seedOnEmpty: boolean;
  storefrontDir: string;
  backofficeDir: string;
  shutdownGraceMs: number;
  /** Set when uploads go to an S3-compatible bucket instead of `mediaDir`. */
  s3: S3Config | undefined;
  payments: PaymentConfig;
  /** How often unread conversation messages are looked for and mailed (seconds; 0: never). */
  messageMailSweepSeconds: number;
  /** How long a message stays unread before its reader is mailed about it (seconds; 10 minutes). */
  messageMailAfterSeconds: number;
  /** How often verification documents are checked for expiry and retention (seconds; 0: never). */
  verificationSweepSeconds: number;
  /** How long a deleted business's documents are kept before they are removed (days; 5 years). */
  documentRetentionDays: number;
  /** Listings per paged sitemap (/sitemaps/listings-<n>.xml); see modules/seo. */
  sitemapListingsPerPage: number;
  metrics: MetricsConfig;
  /** Set when spans are exported over OTLP (OTEL_EXPORTER_OTLP_ENDPOINT); undefined: tracing off. */
  tracing: TracingConfig | undefined;
}

/**
 * Where Prometheus reads the metrics: a port of their own (METRICS_PORT, on METRICS_HOST), and,
 * with METRICS_TOKEN, `/metrics` on the main port for a bearer of that token. Never public.
 */
export interface MetricsConfig {
  port: number | undefined;
  host: string;
  token: string | undefined;
}

export interface TracingConfig {
  endpoint: string;
  serviceName: string;
  sampleRatio: number;
}

export interface RedisConfig {
  url: string;
  /** Put before every key, so one Redis can serve several deployments (or test runs). */
  keyPrefix: string;
}

export interface PaymentConfig {
  /** `sandbox` (built in, the default) or `tap` (Tap Payments, needs TAP_SECRET_KEY). */
  gateway: 'sandbox' | 'tap';
  tapSecretKey: string | undefined;
  tapApiUrl: string;
  /** How long an unpaid order holds its stock before the sweeper cancels it. */
  reservationMinutes: number;
  /** How often expired reservations are released and pending refunds retried; 0 turns it off. */
  sweepIntervalSeconds: number;
  /** The platform's share of each completed information request, in basis points (10% = 1000). */
  commissionRateBp: number;
}

export interface S3Config {
  bucket: string;
  region: string;
  endpoint: string | undefined;
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  /** Base URL browsers load objects from (a CDN or the bucket's public URL). */
  publicUrl: string;
  forcePathStyle: boolean;
}

export class ConfigError extends Error {}

/** Reads and validates the environment once at boot; nothing else in the API reads process.env. */
export function loadConfig(env: Record<string, string | undefined> = process.env): AppConfig {
  const raw = Object.fromEntries(Object.entries(env).filter(([key, value]) => key in Env.properties && value !== ''));
  const converted = Value.Convert(Env, Value.Default(Env, raw));
  if (!Value.Check(Env, converted)) {
    const problems = [...Value.Errors(Env, converted)].map(
      (error) => `${error.instancePath.slice(1)} ${error.message}`,
    );
    throw new ConfigError(`Invalid configuration: ${problems.join('; ')}`);
  }
  return toAppConfig(converted);
}

function toAppConfig(env: Env): AppConfig {
  const publicHost = env.HOST === '0.0.0.0' || env.HOST === '::' ? 'localhost' : env.HOST;
  return {
    port: env.PORT,
    host: env.HOST,
    publicUrl: (env.PUBLIC_URL ?? `http://${publicHost}:${env.PORT}`).replace(/\/+$/, ''),
    publicUrlConfigured: env.PUBLIC_URL !== undefined,
    dataDir: resolve(env.DATA_DIR),
    mediaDir: join(resolve(env.DATA_DIR), 'media'),
    databaseUrl: env.DATABASE_URL,
    databasePoolSize: env.DATABASE_POOL_SIZE,
    jwtSecret: env.JWT_SECRET,
    redis: env.REDIS_URL ? { url: env.REDIS_URL, keyPrefix: env.REDIS_KEY_PREFIX } : undefined,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    devMailbox: env.DEV_MAILBOX,
    corsOrigins: env.CORS_ORIGINS.split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    trustProxy: env.TRUST_PROXY,
    rateLimitMax: env.RATE_LIMIT_MAX,
    logLevel: env.LOG_LEVEL,
    seedOnEmpty: env.SEED_ON_EMPTY,
    storefrontDir: resolve(env.STOREFRONT_DIR),
    backofficeDir: resolve(env.BACKOFFICE_DIR),
    shutdownGraceMs: env.SHUTDOWN_GRACE_MS,
    s3: toS3Config(env),
    payments: toPaymentConfig(env),
    messageMailSweepSeconds: env.MESSAGE_MAIL_SWEEP_SECONDS,
    messageMailAfterSeconds: env.MESSAGE_MAIL_AFTER_SECONDS,
    verificationSweepSeconds: env.VERIFICATION_SWEEP_SECONDS,
    documentRetentionDays: env.DOCUMENT_RETENTION_DAYS,
    sitemapListingsPerPage: env.SITEMAP_LISTINGS_PER_PAGE,
    metrics: toMetricsConfig(env),
    tracing: env.OTEL_EXPORTER_OTLP_ENDPOINT
      ? {
          endpoint: env.OTEL_EXPORTER_OTLP_ENDPOINT,
          serviceName: env.OTEL_SERVICE_NAME,
          sampleRatio: env.OTEL_TRACES_SAMPLER_ARG,
        }
      : undefined,
  };
}

function toMetricsConfig(env: Env): MetricsConfig {
  if (env.METRICS_PORT !== undefined && env.METRICS_PORT !== 0 && env.METRICS_PORT === env.PORT)
    throw new ConfigError('Invalid configuration: METRICS_PORT must differ from PORT (metrics are never public)');
  return { port: env.METRICS_PORT, host: env.METRICS_HOST ?? env.HOST, token: env.METRICS_TOKEN };
}

function toPaymentConfig(env: Env): PaymentConfig {
  if (env.PAYMENT_GATEWAY === 'tap' && !env.TAP_SECRET_KEY)
    throw new ConfigError('Invalid configuration: TAP_SECRET_KEY is required with PAYMENT_GATEWAY=tap');
  return {
    gateway: env.PAYMENT_GATEWAY,
    tapSecretKey: env.TAP_SECRET_KEY,
    tapApiUrl: env.TAP_API_URL.replace(/\/+$/, ''),
    reservationMinutes: env.RESERVATION_MINUTES,
    sweepIntervalSeconds: env.RESERVATION_SWEEP_SECONDS,
    commissionRateBp: Math.round(env.COMMISSION_RATE_PERCENT * 100),
  };
}

function toS3Config(env: Env): S3Config | undefined {
  if (!env.S3_BUCKET) return undefined;
  const publicUrl = env.S3_PUBLIC_URL ?? (env.S3_ENDPOINT ? `${env.S3_ENDPOINT}/${env.S3_BUCKET}` : undefined);
  if (!publicUrl)
    throw new ConfigError('Invalid configuration: S3_PUBLIC_URL is required with S3_BUCKET unless S3_ENDPOINT is set');
  return {
    bucket: env.S3_BUCKET,
    region: env.S3_REGION,
    endpoint: env.S3_ENDPOINT,
    accessKeyId: env.S3_ACCESS_KEY_ID,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY,
    publicUrl: publicUrl.replace(/\/+$/, ''),
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
  };
}
