import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AccountService } from './account.service';
import { DeviceCookies } from './device-cookies';
import { authRoutes } from './auth.routes';
import { EmailLinkService } from './email-link.service';
import { SessionService } from './session.service';
import { memorySignInThrottle, redisSignInThrottle } from './sign-in-throttle';

/** What the auth module hangs on the instance: its services, built once. */
export interface AuthModule {
  /** Access and refresh tokens: issue, rotate, end. */
  sessions: SessionService;
  /** Mailed single-use links: e-mail verification and password reset. */
  emailLinks: EmailLinkService;
  /** Registration and sign-in, with the sign-in throttle. */
  accounts: AccountService;
  /** The browsers that have signed in to an account (for the throttle). */
  deviceCookies: DeviceCookies;
}

declare module 'fastify' {
  interface FastifyInstance {
    auth: AuthModule;
  }
}

/** The auth module: registration, sign-in per portal, token refresh and logout, mailed links. */
export const authModule = fp(
  async (fastify: FastifyInstance, options: { secret: string }) => {
    const sessions = new SessionService(fastify.db, fastify.accessTokens);
    const emailLinks = new EmailLinkService(fastify.db, fastify.mail);
    // Wrong passwords are counted per account and client address or known device, with a
    // back-off per account for devices it has not seen (see sign-in-throttle.ts); in Redis when
    // several API processes must count together.
    const accounts = new AccountService({
      db: fastify.db,
      sessions,
      emailLinks,
      signInThrottle: fastify.redis ? redisSignInThrottle(fastify.redis) : memorySignInThrottle(),
    });
    const deviceCookies = new DeviceCookies(options.secret);
    fastify.decorate('auth', { sessions, emailLinks, accounts, deviceCookies } satisfies AuthModule);
    await fastify.register(authRoutes);
  },
  { name: 'auth', dependencies: ['mail', 'shared-state'] },
);
