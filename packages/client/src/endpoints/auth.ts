import {
  CUSTOMER_LOGIN_FALLBACKS,
  fallbacksFor,
  LOGIN_FALLBACKS,
  PROFILE_TOASTS,
  PROVIDER_LOGIN_FALLBACKS,
  REGISTRATION_FALLBACKS,
  RESET_PAGE_MESSAGES,
  SETTINGS_PASSWORD_RESET_FALLBACKS,
  type ActionResult,
  type ForgotPasswordRequest,
  type LoginRequest,
  type LoginResponse,
  type RefreshRequest,
  type RefreshResponse,
  type RegisterCustomerRequest,
  type RegisterProviderRequest,
  type ResetPasswordRequest,
  type SendVerificationRequest,
  type VerifyEmailResult,
} from '@marketplace/contract';
import type { HttpClient } from '../http/http-client';

// /api/Auth/* (spec 7.1). The client never refreshes on these paths: a 401 here is an answer
// (wrong password, used link), not an expired session. Saving the tokens after a sign-in is the
// app's job, after it has checked the role against the portal (contract portalLoginProblem).

export function createAuthApi(http: HttpClient) {
  return {
    register: (body: RegisterCustomerRequest) =>
      http.request<ActionResult>('POST', '/api/Auth/register', { body, fallbacks: REGISTRATION_FALLBACKS }),
    registerProvider: (body: RegisterProviderRequest) =>
      http.request<ActionResult>('POST', '/api/Auth/register-provider', { body, fallbacks: REGISTRATION_FALLBACKS }),
    customerLogin: (body: LoginRequest) =>
      http.request<LoginResponse>('POST', '/api/Auth/customer-login', { body, fallbacks: CUSTOMER_LOGIN_FALLBACKS }),
    /** Providers, admins and super admins. */
    providerLogin: (body: LoginRequest) =>
      http.request<LoginResponse>('POST', '/api/Auth/provider-login', { body, fallbacks: PROVIDER_LOGIN_FALLBACKS }),
    /** The older shared path, any role. */
    login: (body: LoginRequest) =>
      http.request<LoginResponse>('POST', '/api/Auth/login', { body, fallbacks: LOGIN_FALLBACKS }),
    /**
     * A raw rotation with explicit tokens. Apps should call `http.refreshSession()` instead: it
     * shares the in-flight refresh, and two refreshes with one token revoke the whole session.
     */
    refresh: (body: RefreshRequest) => http.request<RefreshResponse>('POST', '/api/Auth/refresh', { body }),
    logout: (body: RefreshRequest) => http.request<ActionResult>('POST', '/api/Auth/logout', { body }),
    forgotPassword: (body: ForgotPasswordRequest) =>
      http.request<ActionResult>('POST', '/api/Auth/forgot-password', {
        body,
        fallbacks: SETTINGS_PASSWORD_RESET_FALLBACKS,
      }),
    resetPassword: (body: ResetPasswordRequest) =>
      http.request<ActionResult>('POST', '/api/Auth/reset-password', {
        body,
        fallbacks: { fallback: RESET_PAGE_MESSAGES.failed.description },
      }),
    /** A refused link rejects with an ApiError whose message is the server's Message. */
    verifyEmail: (token: string) =>
      http.request<VerifyEmailResult>('GET', '/api/Auth/verify-email', {
        query: { token },
        fallbacks: fallbacksFor('unknown'),
      }),
    sendVerificationEmail: (body: SendVerificationRequest) =>
      http.request<ActionResult>('POST', '/api/Auth/send-verification-email', {
        body,
        fallbacks: { fallback: PROFILE_TOASTS.verificationSendFailed.description },
      }),
  };
}

export type AuthApi = ReturnType<typeof createAuthApi>;
