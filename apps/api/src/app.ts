import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { AppConfig } from './config/config';
import { resolveJwtSecret } from './config/jwt-secret';
import { finiteNumberValidatorFactory } from './lib/finite-number-validator';
import { reusedSerializerFactory } from './lib/reused-serializers';
import type { DatabaseHandle } from './db/database';
import { apiDocsPlugin } from './plugins/api-docs';
import { authenticationPlugin } from './plugins/authentication';
import { databasePlugin } from './plugins/database';
import { deferredWorkPlugin } from './plugins/deferred-work';
import { drainOnClosePlugin } from './plugins/drain-on-close';
import { errorHandlerPlugin } from './plugins/error-handler';
import { requestLocalePlugin } from './plugins/request-locale';
import { linkOriginPlugin } from './plugins/link-origin';
import { mediaFilesPlugin } from './plugins/media-files';
import { lazyRequestLogger } from './plugins/request-logger';
import { loggedRequest } from './lib/logged-url';
import { requestIdOf } from './lib/observability/request-id';
import { tracedServer } from './lib/observability/traced-server';
import { currentSpan, tracingOn } from './lib/observability/tracing';
import { metricsPlugin } from './plugins/metrics';
import { securityPlugin } from './plugins/security';
import { sharedStatePlugin } from './plugins/shared-state';
import { spaPlugin } from './plugins/spa';
import { adminDashboardModule } from './modules/admin-dashboard';
import { adminsModule } from './modules/admins';
import { auditModule } from './modules/audit';
import { authModule } from './modules/auth';
import { cartModule } from './modules/cart';
import { customersModule } from './modules/customers';
import { categoriesModule } from './modules/categories';
import { conversationsModule } from './modules/conversations';
import { verificationModule } from './modules/verification';
import { healthModule } from './modules/health';
import { inquiriesModule } from './modules/inquiries';
import { mailModule } from './modules/mail';
import { mediaModule } from './modules/media';
import { notificationsModule } from './modules/notifications';
import { ordersModule } from './modules/orders';
import { paymentsModule } from './modules/payments';
import { payoutsModule } from './modules/payouts';
import { taxDocumentsModule } from './modules/tax-documents';
import { usersModule } from './modules/users';
import { providersModule } from './modules/providers';
import { reviewsModule } from './modules/reviews';
import { seoModule } from './modules/seo';
import { serviceItemsModule } from './modules/service-items';
import { transactionsModule } from './modules/transactions';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
  }
}

export interface AppDependencies {
  config: AppConfig;
  database: DatabaseHandle;
  logger?: FastifyServerOptions['logger'];
}

/** Lets contract schemas carry the spec's message for a rule (`errorMessage`); see error-handler. */
function allowErrorMessageKeyword<T extends { addKeyword(keyword: string): unknown }>(ajv: T): T {
  ajv.addKeyword('errorMessage');
  return ajv;
}

function serverOptions(deps: AppDependencies): FastifyServerOptions {
  return {
    logger: deps.logger ?? {
      level: deps.config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie'],
      serializers: { req: loggedRequest },
    },
    childLoggerFactory: lazyRequestLogger,
    // The spec calls both /api/customer and /api/Customer; parameters keep their case.
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true },
    trustProxy: deps.config.trustProxy,
    // The trace id, or a caller's request id kept so logs can be joined across services.
    genReqId: requestIdOf,
    // Only with tracing on: requests then run inside their spans (lib/observability/traced-server).
    ...(tracingOn() ? { serverFactory: tracedServer } : {}),
    ajv: {
      customOptions: { allErrors: true, verbose: true },
      plugins: [allowErrorMessageKeyword],
    },
    schemaController: {
      compilersFactory: { buildValidator: finiteNumberValidatorFactory, buildSerializer: reusedSerializerFactory },
    },
    bodyLimit: 1024 * 1024,
    forceCloseConnections: 'idle',
  };
}

/**
 * Builds the whole API as a Fastify instance without listening, so tests use `inject` and the
 * server entry point only adds `listen` and signal handling.
 */
export async function buildApp(deps: AppDependencies): Promise<FastifyInstance> {
  const fastify = Fastify(serverOptions(deps)).withTypeProvider<TypeBoxTypeProvider>();
  fastify.decorate('config', deps.config);
  // Callback-style hooks on every request: an async hook costs a promise each time (issue 18).
  fastify.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
  if (tracingOn()) {
    // The route is known from here on: the span is named by its template, as the metrics are.
    fastify.addHook('onRequest', (request, _reply, done) => {
      const route = request.routeOptions.url ?? 'unmatched';
      currentSpan()?.updateName(`${request.method} ${route}`).setAttribute('http.route', route);
      done();
    });
  }

  await fastify.register(errorHandlerPlugin);
  await fastify.register(metricsPlugin, { metrics: deps.config.metrics });
  await fastify.register(drainOnClosePlugin);
  await fastify.register(databasePlugin, { database: deps.database });
  await fastify.register(sharedStatePlugin, { redis: deps.config.redis });
  await fastify.register(securityPlugin, {
    corsOrigins: deps.config.corsOrigins,
    rateLimitMax: deps.config.rateLimitMax,
  });
  await fastify.register(apiDocsPlugin);
  // One secret signs access tokens and, under a key derived from it, the sign-in device cookies.
  const secret = resolveJwtSecret(deps.config);
  await fastify.register(authenticationPlugin, { jwtSecret: secret });
  await fastify.register(linkOriginPlugin);
  await fastify.register(requestLocalePlugin);
  await fastify.register(mailModule, {
    smtpUrl: deps.config.smtpUrl,
    from: deps.config.mailFrom,
    devMailbox: deps.config.devMailbox,
  });
  await fastify.register(deferredWorkPlugin);

  await fastify.register(mediaFilesPlugin, { mediaDir: deps.config.mediaDir });

  await fastify.register(healthModule);
  await fastify.register(mediaModule, { config: deps.config });
  await fastify.register(authModule, { secret });
  await fastify.register(usersModule);
  await fastify.register(providersModule);
  await fastify.register(reviewsModule);
  await fastify.register(categoriesModule);
  await fastify.register(inquiriesModule);
  await fastify.register(serviceItemsModule);
  await fastify.register(cartModule);
  await fastify.register(ordersModule);
  await fastify.register(paymentsModule);
  await fastify.register(transactionsModule);
  await fastify.register(payoutsModule);
  await fastify.register(taxDocumentsModule);
  await fastify.register(notificationsModule);
  await fastify.register(conversationsModule);
  await fastify.register(verificationModule);
  await fastify.register(adminDashboardModule);
  await fastify.register(adminsModule);
  await fastify.register(customersModule);
  await fastify.register(auditModule);
  // Its /robots.txt route wins over a file of that name in the storefront's build (the router
  // prefers a route to the files' wildcard).
  await fastify.register(seoModule);

  await fastify.register(spaPlugin, {
    storefrontDir: deps.config.storefrontDir,
    backofficeDir: deps.config.backofficeDir,
  });
  return fastify;
}
