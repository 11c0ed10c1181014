import {
  CUSTOMER_LOGIN_FALLBACKS,
  fallbacksFor,
  LOGIN_FALLBACKS,
  ORDER_FALLBACKS,
  UPLOAD_FALLBACKS,
} from '@marketplace/contract';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '../testing/fake-fetch';
import { setupClient } from '../testing/setup-client';
import { ApiError, isApiError } from './api-error';

// Spec section 8: the server's Message, then message, then the call's text for the status, then
// the error's own text, then the call's fallback.

const error = (status: number | undefined, body: unknown, fallbacks = LOGIN_FALLBACKS, cause?: unknown) =>
  new ApiError({ method: 'POST', path: '/api/Auth/login', status, body, fallbacks, cause });

describe('ApiError message', () => {
  it('1. takes the server Message, before message', () => {
    expect(
      error(401, { Message: 'You have been removed from the system and cannot login.', message: 'x' }).message,
    ).toBe('You have been removed from the system and cannot login.');
  });

  it('2. then the server message', () => {
    expect(error(400, { message: 'Email already registered' }).message).toBe('Email already registered');
  });

  it('3. then the per-status text of the call', () => {
    expect(error(400, {}).message).toBe('Username or password incorrect');
    expect(error(401, undefined).message).toBe('Invalid credentials. Please check your username and password.');
    expect(error(403, 'Forbidden').message).toBe('Access denied. Please check your role permissions.');
    expect(error(413, {}, UPLOAD_FALLBACKS).message).toBe('File too large. Please select a smaller image.');
  });

  it('4. then the network error text, 5. then the fallback', () => {
    expect(error(undefined, undefined, LOGIN_FALLBACKS, new TypeError('Failed to fetch')).message).toBe(
      'Failed to fetch',
    );
    expect(error(500, {}).message).toBe('An unexpected error occurred during login');
    expect(error(404, {}, ORDER_FALLBACKS).message).toBe('An unknown error occurred');
    expect(error(500, null, fallbacksFor('clearCart')).message).toBe('Failed to clear cart');
  });

  it('can be read again with another screen’s texts', () => {
    const denied = error(403, {});
    expect(denied.messageWith(CUSTOMER_LOGIN_FALLBACKS)).toBe(
      'Access denied. This account is not authorized for customer access.',
    );
    expect(error(403, { Message: 'Server text' }).messageWith(CUSTOMER_LOGIN_FALLBACKS)).toBe('Server text');
  });

  it('is recognisable', () => {
    expect(isApiError(error(500, {}))).toBe(true);
    expect(isApiError(new Error('x'))).toBe(false);
    expect(error(500, {}).name).toBe('ApiError');
  });
});

describe('fallbacks per call', () => {
  it('uses the call’s fallbacks and "Unknown error" when a call names none', async () => {
    const { http } = setupClient(() => jsonResponse(500, { StatusCode: 500 }));
    await expect(http.request('GET', '/api/x', { fallbacks: fallbacksFor('fetchCategories') })).rejects.toThrow(
      'Failed to fetch categories',
    );
    await expect(http.request('GET', '/api/x')).rejects.toThrow('Unknown error');
  });
});
