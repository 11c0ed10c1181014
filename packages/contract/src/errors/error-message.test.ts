import { describe, expect, it } from 'vitest';
import { DELETED_USER_ERRORS, LOGIN_ERRORS, SESSION_MESSAGES } from './auth-messages';
import { errorMessageFromError, errorMessageFromResponse, readServerMessage } from './error-message';
import { CART_TOASTS, emailVerificationToast, transactionsLoadError, UPLOAD_ERRORS } from './feature-messages';
import {
  CUSTOMER_LOGIN_FALLBACKS,
  DEFAULT_FALLBACKS,
  fallbacksFor,
  LOGIN_FALLBACKS,
  ORDER_FALLBACKS,
  PROVIDER_LOGIN_FALLBACKS,
  REGISTRATION_FALLBACKS,
  UPLOAD_FALLBACKS,
} from './fallbacks';

describe('readServerMessage', () => {
  it('reads Message or message, preferring Message', () => {
    expect(readServerMessage({ Message: 'A' })).toBe('A');
    expect(readServerMessage({ message: 'b' })).toBe('b');
    expect(readServerMessage({ Message: 'A', message: 'b' })).toBe('A');
  });

  it('ignores blank, non-string and non-object bodies', () => {
    expect(readServerMessage({ Message: '   ', message: 'b' })).toBe('b');
    expect(readServerMessage({ Message: 42 })).toBeUndefined();
    expect(readServerMessage('Server exploded')).toBeUndefined();
    expect(readServerMessage(null)).toBeUndefined();
  });
});

describe('errorMessageFromResponse (section 8 order)', () => {
  it('1. the server message wins over the status text', () => {
    expect(errorMessageFromResponse(400, { message: 'Email already registered' }, REGISTRATION_FALLBACKS)).toBe(
      'Email already registered',
    );
  });

  it('2. then the status text', () => {
    expect(errorMessageFromResponse(400, {}, REGISTRATION_FALLBACKS)).toBe(
      'Registration failed. Please check your information and try again.',
    );
    expect(errorMessageFromResponse(400, undefined, LOGIN_FALLBACKS)).toBe('Username or password incorrect');
    expect(errorMessageFromResponse(401, undefined, LOGIN_FALLBACKS)).toBe(
      'Invalid credentials. Please check your username and password.',
    );
    expect(errorMessageFromResponse(403, undefined, LOGIN_FALLBACKS)).toBe(
      'Access denied. Please check your role permissions.',
    );
  });

  it('3. then the error own message, 4. then the fallback', () => {
    expect(errorMessageFromResponse(500, {}, LOGIN_FALLBACKS, 'Network Error')).toBe('Network Error');
    expect(errorMessageFromResponse(500, {}, LOGIN_FALLBACKS)).toBe('An unexpected error occurred during login');
    expect(errorMessageFromResponse(undefined, undefined, REGISTRATION_FALLBACKS, '  ')).toBe(
      'An unexpected error occurred during registration',
    );
    expect(errorMessageFromResponse(404, {}, ORDER_FALLBACKS)).toBe('An unknown error occurred');
  });

  it('uses the portal texts for a 403 and keeps the general texts otherwise', () => {
    expect(errorMessageFromResponse(403, {}, CUSTOMER_LOGIN_FALLBACKS)).toBe(
      'Access denied. This account is not authorized for customer access.',
    );
    expect(errorMessageFromResponse(403, {}, PROVIDER_LOGIN_FALLBACKS)).toBe(
      'Access denied. This account is not authorized for provider or admin access.',
    );
    expect(errorMessageFromResponse(401, {}, CUSTOMER_LOGIN_FALLBACKS)).toBe(LOGIN_ERRORS.unauthorized);
  });

  it('maps the upload statuses', () => {
    expect(errorMessageFromResponse(413, {}, UPLOAD_FALLBACKS)).toBe('File too large. Please select a smaller image.');
    expect(errorMessageFromResponse(415, {}, UPLOAD_FALLBACKS)).toBe(UPLOAD_ERRORS.unsupportedType);
    expect(errorMessageFromResponse(500, {}, UPLOAD_FALLBACKS)).toBe(
      'Server error occurred during upload. Please try again or contact support.',
    );
  });

  it('uses the default fallback list', () => {
    expect(errorMessageFromResponse(500, null, fallbacksFor('clearCart'))).toBe('Failed to clear cart');
    expect(Object.keys(DEFAULT_FALLBACKS)).toHaveLength(29);
    expect(DEFAULT_FALLBACKS.removeFromCart).toBe('Failed to remove item from cart');
  });
});

describe('errorMessageFromError', () => {
  it('reads an axios-shaped error', () => {
    const error = { message: 'Request failed with status code 401', response: { status: 401, data: {} } };
    expect(errorMessageFromError(error, LOGIN_FALLBACKS)).toBe(LOGIN_ERRORS.unauthorized);
    const withBody = { message: 'x', response: { status: 401, data: { Message: DELETED_USER_ERRORS.removed } } };
    expect(errorMessageFromError(withBody, LOGIN_FALLBACKS)).toBe(
      'You have been removed from the system and cannot login.',
    );
  });

  it('reads a fetch-wrapper error, an Error and a bare string', () => {
    expect(errorMessageFromError({ status: 400, body: {} }, REGISTRATION_FALLBACKS)).toBe(
      REGISTRATION_FALLBACKS.byStatus?.[400],
    );
    expect(errorMessageFromError(new Error('offline'), ORDER_FALLBACKS)).toBe('offline');
    expect(errorMessageFromError('boom', ORDER_FALLBACKS)).toBe('boom');
    expect(errorMessageFromError(undefined, ORDER_FALLBACKS)).toBe('An unknown error occurred');
  });
});

describe('message texts', () => {
  it('keeps the spec wording', () => {
    expect(SESSION_MESSAGES.signedOut).toEqual({
      title: 'Signed out',
      description: 'You have been signed out successfully',
    });
    expect(CART_TOASTS.maxQuantity.description).toBe('You cannot add more items than available in stock.');
    expect(transactionsLoadError('timeout')).toBe('Error loading transactions: timeout');
  });

  it('builds the email verification toasts around the server message', () => {
    expect(emailVerificationToast(true, 'Email verified successfully')).toEqual({
      title: 'Email Verified',
      description: 'Email verified successfully',
    });
    expect(emailVerificationToast(false, 'Token expired')).toEqual({
      title: 'Verification Failed',
      description: 'Token expired',
      variant: 'destructive',
    });
    expect(emailVerificationToast(false).description).toBe('This verification link is invalid or has expired.');
  });
});
