import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ACCOUNT_MESSAGES,
  ActionResultSchema,
  ErrorBodySchema,
  ForgotPasswordRequestSchema,
  LoginRequestSchema,
  LoginResponseSchema,
  readTokenPair,
  RefreshRequestSchema,
  RefreshResponseSchema,
  RegisterCustomerRequestSchema,
  RegisterProviderRequestSchema,
  RESET_PAGE_MESSAGES,
  ResetPasswordRequestSchema,
  SendVerificationRequestSchema,
  SESSION_MESSAGES,
  toRefreshResponse,
  VerifyEmailQuerySchema,
  VerifyEmailResultSchema,
  type LoginPortal,
} from '@marketplace/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { badRequest, TooManyRequestsError } from '../../lib/http-error';
import { errorResponses, perAddressLimit } from '../../lib/route-options';
import { accountKey } from './account.service';

/** A refused link answers {Success: false, Message}; a malformed request the usual error body. */
const VerifyEmailFailureSchema = Type.Union([VerifyEmailResultSchema, ErrorBodySchema]);
const errors = errorResponses(400, 401, 403, 409, 429);
// No 409 for a taken address: it is answered like a new one (see AccountService.register).
const registrationErrors = errorResponses(400, 429);
const clientOf = (request: FastifyRequest) => ({
  ip: request.ip,
  userAgent: request.headers['user-agent']?.slice(0, 300),
});

/** /api/Auth/*: registration, sign-in per portal, token refresh and logout, mailed links. */
export const authRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const { sessions, emailLinks, accounts, deviceCookies } = fastify.auth;
  /** Sets the device cookie that tells the sign-in throttle this browser is the account's. */
  const rememberDevice = (request: FastifyRequest, reply: FastifyReply, account: string) =>
    reply.header('set-cookie', deviceCookies.remember(account, request.headers.cookie, request.protocol === 'https'));
  fastify.addHook('onError', async (_request, reply, error) => {
    if (error instanceof TooManyRequestsError) reply.header('retry-after', String(error.retryAfterSeconds));
  });
  const tags = ['Auth'];

  fastify.post(
    '/api/Auth/register',
    {
      config: perAddressLimit(10, 15),
      schema: {
        tags,
        summary: 'Register a customer',
        body: RegisterCustomerRequestSchema,
        response: { 201: ActionResultSchema, ...registrationErrors },
      },
    },
    async (request, reply) => {
      await accounts.registerCustomer(request.body, request.linkOrigin, request.locale);
      return reply.code(201).send({ Success: true, Message: ACCOUNT_MESSAGES.registered });
    },
  );

  fastify.post(
    '/api/Auth/register-provider',
    {
      config: perAddressLimit(10, 15),
      schema: {
        tags,
        summary: 'Register a provider (starts pending)',
        body: RegisterProviderRequestSchema,
        response: { 201: ActionResultSchema, ...registrationErrors },
      },
    },
    async (request, reply) => {
      await accounts.registerProvider(request.body, request.linkOrigin, request.locale);
      return reply.code(201).send({ Success: true, Message: ACCOUNT_MESSAGES.registered });
    },
  );

  const signInRoutes: [string, LoginPortal | 'any', string][] = [
    ['/api/Auth/customer-login', 'customer', 'Sign in at the customer portal (role Customer)'],
    ['/api/Auth/provider-login', 'provider', 'Sign in at the provider/admin portal (Provider, Admin, SuperAdmin)'],
    ['/api/Auth/login', 'any', 'Sign in with any role (older shared path)'],
  ];
  for (const [url, portal, summary] of signInRoutes) {
    fastify.post(
      url,
      {
        config: perAddressLimit(20, 1),
        schema: { tags, summary, body: LoginRequestSchema, response: { 200: LoginResponseSchema, ...errors } },
      },
      async (request, reply) => {
        const account = accountKey(request.body.Email);
        const device = deviceCookies.deviceOf(account, request.headers.cookie);
        const pair = await accounts.signIn(request.body, portal, clientOf(request), device);
        rememberDevice(request, reply, account);
        return { JwtToken: pair.jwtToken, RefreshToken: pair.refreshToken, Language: pair.language };
      },
    );
  }

  fastify.post(
    '/api/Auth/refresh',
    {
      config: perAddressLimit(60, 1),
      schema: {
        tags,
        summary: 'Rotate the refresh token and get a new access token',
        body: RefreshRequestSchema,
        response: { 200: RefreshResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { refreshToken } = readTokenPair(request.body);
      if (!refreshToken) throw badRequest('RefreshToken is required');
      return toRefreshResponse(await sessions.refresh(refreshToken, clientOf(request)));
    },
  );

  fastify.post(
    '/api/Auth/logout',
    {
      schema: {
        tags,
        summary: 'End the session of a refresh token',
        body: RefreshRequestSchema,
        response: { 200: ActionResultSchema, ...errors },
      },
    },
    async (request) => {
      const { refreshToken } = readTokenPair(request.body);
      if (!refreshToken) throw badRequest('RefreshToken is required');
      await sessions.logout(refreshToken);
      return { Success: true, Message: SESSION_MESSAGES.signedOut.description };
    },
  );

  fastify.get(
    '/api/Auth/verify-email',
    {
      config: perAddressLimit(30, 15),
      schema: {
        tags,
        summary: 'Verify an e-mail address with a mailed token',
        querystring: VerifyEmailQuerySchema,
        response: { 200: VerifyEmailResultSchema, 400: VerifyEmailFailureSchema, 429: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      const result = await emailLinks.verifyEmail(request.query.token);
      return reply.code(result.Success ? 200 : 400).send(result);
    },
  );

  fastify.post(
    '/api/Auth/send-verification-email',
    {
      config: perAddressLimit(5, 15),
      schema: {
        tags,
        summary: 'Send a new verification link',
        body: SendVerificationRequestSchema,
        response: { 200: ActionResultSchema, ...errors },
      },
    },
    async (request) => {
      // After the answer: looking the account up and queueing its mail would make the answer
      // slower for addresses with an account than for those without.
      const { Email } = request.body;
      const origin = request.linkOrigin;
      await fastify.deferredWork.run('resend-verification', () => emailLinks.resendVerification(Email, origin));
      return { Success: true, Message: ACCOUNT_MESSAGES.verificationSent };
    },
  );

  fastify.post(
    '/api/Auth/forgot-password',
    {
      config: perAddressLimit(5, 15),
      schema: {
        tags,
        summary: 'Mail a password reset link',
        body: ForgotPasswordRequestSchema,
        response: { 200: ActionResultSchema, ...errors },
      },
    },
    async (request) => {
      // After the answer, like the verification link above.
      const { Email } = request.body;
      const origin = request.linkOrigin;
      await fastify.deferredWork.run('forgot-password', () => emailLinks.forgotPassword(Email, origin));
      return { Success: true, Message: ACCOUNT_MESSAGES.resetLinkSent };
    },
  );

  fastify.post(
    '/api/Auth/reset-password',
    {
      config: perAddressLimit(10, 15),
      schema: {
        tags,
        summary: 'Set a new password with a mailed token',
        body: ResetPasswordRequestSchema,
        response: { 200: ActionResultSchema, ...errors },
      },
    },
    async (request, reply) => {
      await emailLinks.resetPassword(request.body);
      // The mailed link proved the mailbox: this browser is the owner's from now on, so a reset is
      // the way in for an owner on a new device while the account is being guessed at.
      rememberDevice(request, reply, accountKey(request.body.Email));
      return { Success: true, Message: RESET_PAGE_MESSAGES.succeeded.description };
    },
  );
};
