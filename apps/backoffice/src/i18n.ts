import type { BookingStatus } from '@marketplace/contract';
import { createI18n, type Messages } from '@marketplace/i18n';
import { BOOKING_STATUS_LABELS } from '@marketplace/ui';
import uiEnglish from '@marketplace/ui/locales/en.json';

// The back office speaks English for now (its Arabic is the next step, issue 34): one translator
// over the design system's English catalog, for <UiProvider> and for the labels the back office
// takes from it outside React (filter choices, tabs, CSV rows).

export const BACKOFFICE_I18N = createI18n('en', uiEnglish as Messages);

/** "In Progress": a booking status as the design system names it. */
export const bookingStatusLabel = (status: BookingStatus): string => BACKOFFICE_I18N._(BOOKING_STATUS_LABELS[status]);
