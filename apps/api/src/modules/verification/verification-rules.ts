import {
  BAHRAIN_UTC_OFFSET_MS,
  type DocumentState,
  type ProviderVerification,
  type VerificationStatus,
} from '@marketplace/contract';
import { bahrainDayLabel } from '../../lib/bahrain-calendar';

// The verification rules as plain functions (docs/decisions/provider-verification.md): what a
// requirement's state is, whether a business is verified and until when, and how numbers are
// masked. The service reads rows and stores what these decide.

type StoredState = 'submitted' | 'accepted' | 'changes-requested';

export interface JudgedRequirement {
  id: string;
  isActive: boolean;
}

export interface JudgedDocument {
  requirementId: string;
  state: StoredState;
  /** YYYY-MM-DD, the last day it is valid. */
  expiresOn: string | null;
}

/** The first instant a document is no longer valid: the day after its expiry, 00:00 in Bahrain. */
export function expiryInstant(expiresOn: string): Date {
  const [year, month, day] = expiresOn.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + 1) - BAHRAIN_UTC_OFFSET_MS);
}

export const isExpired = (document: Pick<JudgedDocument, 'expiresOn'>, now: Date): boolean =>
  document.expiresOn !== null && expiryInstant(document.expiresOn) <= now;

/** Whether a YYYY-MM-DD names a day that exists (the contract's pattern lets 2026-02-30 through). */
export function isRealDate(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** Today in Bahrain, YYYY-MM-DD. */
export const bahrainToday = (now: Date): string => bahrainDayLabel(now);

/** Whole days from today (Bahrain) to a date; 0 on the day itself. */
export function daysUntil(date: string, now: Date): number {
  return Math.round((Date.parse(`${date}T00:00:00Z`) - Date.parse(`${bahrainToday(now)}T00:00:00Z`)) / 86_400_000);
}

/** One requirement's documents: the newest upload, and the accepted one in force. */
export interface RequirementDocuments<D extends JudgedDocument> {
  newest: D | null;
  accepted: D | null;
}

/** Per requirement, its pending upload (if any) is the newest; else the accepted one. */
export function documentsOf<D extends JudgedDocument>(requirementId: string, documents: readonly D[]) {
  const mine = documents.filter((document) => document.requirementId === requirementId);
  const accepted = mine.find((document) => document.state === 'accepted') ?? null;
  const pending = mine.find((document) => document.state !== 'accepted') ?? null;
  return { newest: pending ?? accepted, accepted } satisfies RequirementDocuments<D>;
}

/** What the provider sees for one requirement. */
export function requirementState(newest: JudgedDocument | null, now: Date): DocumentState {
  if (!newest) return 'missing';
  if (newest.state === 'changes-requested') return 'changes-requested';
  if (isExpired(newest, now)) return 'expired';
  return newest.state;
}

export interface Judgement {
  verification: ProviderVerification;
  /** The earliest expiry of the accepted documents it rests on; null when none expires or unverified. */
  verifiedUntil: Date | null;
}

/**
 * Verified while every active requirement of its type has an accepted document that has not
 * expired; expired when only expiry stands in the way; unverified otherwise (a business with no
 * requirement to meet is unverified: nothing was checked).
 */
export function judgeVerification(
  requirements: readonly JudgedRequirement[],
  documents: readonly JudgedDocument[],
  now: Date,
): Judgement {
  const active = requirements.filter((requirement) => requirement.isActive);
  const accepted = active.map((requirement) => documentsOf(requirement.id, documents).accepted);
  if (active.length === 0 || accepted.some((document) => document === null)) {
    return { verification: 'unverified', verifiedUntil: null };
  }
  const expiries = accepted.flatMap((document) => (document?.expiresOn ? [expiryInstant(document.expiresOn)] : []));
  const verifiedUntil = expiries.length > 0 ? new Date(Math.min(...expiries.map(Number))) : null;
  if (verifiedUntil && verifiedUntil <= now) return { verification: 'expired', verifiedUntil };
  return { verification: 'verified', verifiedUntil };
}

/** Where the business stands, for its provider and the admins. */
export function verificationStatus(
  judgement: ProviderVerification,
  states: readonly DocumentState[],
  reviewRequested: boolean,
): VerificationStatus {
  if (reviewRequested && states.includes('submitted')) return 'in-review';
  if (states.includes('changes-requested')) return 'changes-requested';
  if (judgement === 'verified') return 'verified';
  if (judgement === 'expired') return 'expired';
  return 'not-submitted';
}

/**
 * Whether the provider can send documents now: every active requirement has an upload that is
 * not waiting for changes, one of them awaits review, and the admins have not been asked yet.
 */
export function canSubmit(states: readonly DocumentState[], reviewRequested: boolean): boolean {
  if (reviewRequested || states.length === 0) return false;
  const complete = states.every((state) => state === 'submitted' || state === 'accepted');
  return complete && states.includes('submitted');
}

const MASK = '•';
const SHOWN = 4;

/** All but the last four characters hidden; a short number entirely. */
export function maskNumber(number: string): string {
  if (number === '') return '';
  if (number.length <= SHOWN) return MASK.repeat(number.length);
  return MASK.repeat(number.length - SHOWN) + number.slice(-SHOWN);
}
