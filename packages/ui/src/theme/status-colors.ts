import type { BookingStatus, ProviderAccountState, TransactionStatus } from '@marketplace/contract';

// The spec's status colours (sections 2.5 and 4): booking Completed green, InProgress blue,
// Pending yellow, Cancelled red, Confirmed orange; account active green, inactive grey, pending
// yellow, rejected red; transaction completed green, pending yellow, failed red, cancelled grey.
// A badge is a tinted background with dark text in light mode and the reverse in dark mode, so
// "yellow" stays readable (a yellow background behind white text never passes AA).

export type Hue = 'green' | 'blue' | 'yellow' | 'red' | 'orange' | 'grey';

export interface StatusSwatch {
  /** Badge background. */
  bg: string;
  /** Badge text and icon; at least 4.5:1 against `bg`. */
  fg: string;
}

export const statusSwatches: Record<'light' | 'dark', Record<Hue, StatusSwatch>> = {
  light: {
    green: { bg: '#DCF2E3', fg: '#14532D' },
    blue: { bg: '#DDEBFB', fg: '#1E3A8A' },
    yellow: { bg: '#FDF1C7', fg: '#713F12' },
    red: { bg: '#FBE0DE', fg: '#8B1A12' },
    orange: { bg: '#FDE5CF', fg: '#7C2D12' },
    grey: { bg: '#ECEAE7', fg: '#3F3B37' },
  },
  dark: {
    green: { bg: '#173D26', fg: '#A7E3BC' },
    blue: { bg: '#1B2F55', fg: '#B7D3FA' },
    yellow: { bg: '#43340B', fg: '#F8DC8A' },
    red: { bg: '#4D1714', fg: '#F6BDB8' },
    orange: { bg: '#4A2510', fg: '#F9C79B' },
    grey: { bg: '#34312E', fg: '#D9D5D0' },
  },
};

export const bookingStatusHue: Record<BookingStatus, Hue> = {
  Completed: 'green',
  InProgress: 'blue',
  Pending: 'yellow',
  Cancelled: 'red',
  Confirmed: 'orange',
};

export const accountStateHue: Record<ProviderAccountState, Hue> = {
  active: 'green',
  inactive: 'grey',
  pending: 'yellow',
  rejected: 'red',
};

export const transactionStatusHue: Record<TransactionStatus, Hue> = {
  completed: 'green',
  pending: 'yellow',
  failed: 'red',
  cancelled: 'grey',
};
