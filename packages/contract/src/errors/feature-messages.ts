// Texts of the customer features (spec sections 4 and 8), verbatim; see auth-messages.ts for why
// they live in the contract.

import type { ToastText } from './toast-text';

export const ORDER_ERRORS = {
  fallback: 'An unknown error occurred',
  notFound: 'Order not found',
} as const;

export const UPLOAD_ERRORS = {
  serverError: 'Server error occurred during upload. Please try again or contact support.',
  tooLarge: 'File too large. Please select a smaller image.',
  unsupportedType: 'Unsupported file type. Please select a valid image file.',
} as const;

export const PROFILE_TOASTS = {
  customerMissing: {
    title: 'Error',
    description: 'Customer information is missing. Please try logging in again.',
  },
  uploadFailed: {
    title: 'Upload Error',
    description: 'Failed to upload profile image. Profile data will be saved without image.',
  },
  imageDeleteFailed: {
    title: 'Delete Error',
    description: 'Failed to delete profile image. Profile will be updated without removing image.',
  },
  updateFailed: { title: 'Update Error', description: 'Failed to update profile. Please try again.' },
  // Our wording: the spec only says a 404 on update reports the endpoint as not implemented.
  updateNotImplemented: {
    title: 'Update Error',
    description: 'The profile update endpoint is not implemented on the server. Please contact support.',
  },
  verificationSendFailed: {
    title: 'Error',
    description: 'Failed to send verification email. Please try again.',
  },
  updated: {
    title: 'Profile updated',
    description: 'Your profile information has been successfully updated.',
  },
  verificationSent: {
    title: 'Verification email sent',
    description: 'Please check your email and click the verification link.',
  },
} as const satisfies Record<string, ToastText>;

/** The password reset started from Account Settings (spec sections 4 and 8). */
export const SETTINGS_PASSWORD_RESET = {
  confirm: {
    title: 'Reset Password?',
    description: 'If you click OK, you will be logged out and a password reset link will be sent to your email.',
  },
  sent: {
    title: 'Password reset',
    description: 'A password reset link has been sent to your email. You will be logged out in 5 seconds.',
  },
  failedTitle: 'Reset failed',
  failedFallback: 'Failed to send password reset link. Please try again.',
} as const;

export const RESET_PAGE_MESSAGES = {
  invalidLink: {
    title: 'Invalid Reset Link',
    description: 'This password reset link is invalid or has expired. Please request a new password reset.',
  },
  failed: {
    title: 'Error',
    description: 'Reset Link is invalid or has expired. Please try again.',
    variant: 'destructive',
  },
  succeeded: {
    title: 'Password reset successful',
    description: 'Your password has been updated. You can now log in with your new password.',
  },
} as const satisfies Record<string, ToastText>;

export const CART_TOASTS = {
  maxQuantity: {
    title: 'Max quantity reached',
    description: 'You cannot add more items than available in stock.',
    variant: 'destructive',
  },
} as const satisfies Record<string, ToastText>;

export const REVIEW_MESSAGES = {
  fallback: 'Failed to submit review',
  thanks: 'Thank you for your review!',
} as const;

export const TRANSACTION_MESSAGES = {
  loginRequired: 'Please log in to view your transaction history.',
  empty: 'No transactions found',
} as const;

export function transactionsLoadError(error: string): string {
  return `Error loading transactions: ${error}`;
}

/**
 * The verification page toasts carry the server's Message (spec section 8). The descriptions below
 * are our fallbacks for an answer without one; the spec gives only the titles.
 */
export const EMAIL_VERIFICATION_MESSAGES = {
  verifiedTitle: 'Email Verified',
  failedTitle: 'Verification Failed',
  verifiedFallback: 'Your email address has been verified. You can now log in.',
  failedFallback: 'This verification link is invalid or has expired.',
} as const;

export function emailVerificationToast(success: boolean, serverMessage?: string | null): ToastText {
  const message = serverMessage?.trim();
  if (success) {
    return {
      title: EMAIL_VERIFICATION_MESSAGES.verifiedTitle,
      description: message || EMAIL_VERIFICATION_MESSAGES.verifiedFallback,
    };
  }
  return {
    title: EMAIL_VERIFICATION_MESSAGES.failedTitle,
    description: message || EMAIL_VERIFICATION_MESSAGES.failedFallback,
    variant: 'destructive',
  };
}
