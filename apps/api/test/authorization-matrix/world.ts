import type { FastifyInstance, InjectOptions } from 'fastify';
import { call } from '../account-helpers';
import type { Identity } from './identities';

// The matrix's marketplace as the rows see it: who calls (Caller), what of party A's they aim at
// (Target), and what of A's must stay private. build-world.ts makes it.

export interface Caller {
  identity: Identity;
  /** The account's user id (a random id for the visitor, who has none). */
  id: string;
  /** The account's address ('' for the visitor). */
  email: string;
  headers: Record<string, string>;
}

/** A's records the requests aim at. A row's fresh copy replaces some of these for one cell. */
export interface Target {
  customerId: string;
  customerEmail: string;
  cartId: string;
  /** The cart line for provider A's service. */
  cartItemId: string;
  /** Paid; its service line completed and reviewed, its stock line confirmed. */
  orderId: string;
  /** That order's tax invoice. */
  invoiceId: string;
  /** The token of the link the receipt e-mail gives to that invoice. */
  invoiceLinkToken: string;
  orderItemId: string;
  reviewId: string;
  chargeId: string;
  notificationId: string;
  inquiryId: string;
  avatarMediaId: string;
  avatarUrl: string;
  /** The avatar's file name under /media/. */
  avatarKey: string;
  providerId: string;
  providerUserId: string;
  providerEmail: string;
  /** Public, with a photo. */
  serviceListingId: string;
  /** The photo of that listing, uploaded by provider A. */
  listingPhotoMediaId: string;
  /** Public, an item with stock. */
  stockListingId: string;
  /** Discontinued: only provider A and admins may see it. */
  hiddenListingId: string;
  categoryId: string;
  /** A pending payout of provider A. */
  payoutId: string;
  /** The admin account whose status the admin-status row tries to change. */
  adminId: string;
  /** A's order's conversation between customer A and provider A (issue 37). */
  conversationId: string;
  customerMessageId: string;
  /** Provider A's message, with a photo attached; reported by customer A (reportId, open). */
  providerMessageId: string;
  attachmentId: string;
  /** The signed link's token the message gives for that photo. */
  attachmentToken: string;
  reportId: string;
  /** Provider A's CR document, uploaded and awaiting review (issue 38); its number is PROVIDER_A.crNumber. */
  documentId: string;
  /** The signed link's token the document gives for its file. */
  documentToken: string;
  /** A required document the matrix added, for the requirement rows to change. */
  requirementId: string;
}

/** The two halves of party A, whose private data only they (and admins) may read. */
export type Party = 'customerA' | 'providerA';
/** A party's private text by kind ("contact", "orders", ...). */
export type PrivateData = Record<Party, Record<string, string[]>>;

export interface World {
  app: FastifyInstance;
  callers: Record<Identity, Caller>;
  a: Target;
  /** Text that must not appear in an answer to anyone who may not see that party's data. */
  privateData: PrivateData;
  providerBId: string;
  /** Provider B's listing: B's own record, for rows where B legitimately acts on its own. */
  providerBListingId: string;
}

export const CUSTOMER_A = {
  email: 'layla.owner@matrix.test',
  firstName: 'Layla',
  lastName: 'Matrixowner',
  phone: '+97333110001',
  address: 'Flat 11, Road 1101, Block 311, Manama',
};
/** The Idempotency-Key A placed the main order with: replaying it answers that order, to A only. */
export const ORDER_KEY_OF_A = 'matrix-order-of-customer-a';

export const PROVIDER_A = {
  email: 'hassan.provider@matrix.test',
  phone: '+97333220002',
  address: 'Villa 22, Road 2202, Riffa',
  businessName: 'Pearl Plumbing A',
  accountHolder: 'Hassan Privateholder',
  iban: 'BH67BMAG00001299123456',
  crNumber: 'CR-55500011',
};

/** A request as the rows write it; the runner adds the caller's token and a fresh client address. */
export type Request = Pick<InjectOptions, 'method' | 'payload' | 'headers'> & { url: string };

export async function send(app: FastifyInstance, caller: Caller, request: Request) {
  return call(app, { ...request, headers: { ...caller.headers, ...request.headers } });
}

/** Sends `request` as `caller` and answers its JSON body; anything but `status` stops the build. */
export async function expectAnswer(app: FastifyInstance, caller: Caller, request: Request, status: number) {
  const res = await send(app, caller, request);
  if (res.statusCode !== status) {
    throw new Error(`building the world: ${request.method} ${request.url} answered ${res.statusCode}: ${res.body}`);
  }
  return res.json();
}
