import type { FreshRecords } from './fresh-records';
import type { Answers, Identity, Who } from './identities';
import type { Caller, Party, Request, Target, World } from './world';

/**
 * One operation of the API, called by all nine identities against A's records.
 *
 * Every cell that is not a legitimate change (an identity listed in `changes` answering 2xx) runs
 * first, and A's records are read back before and after it: they must not have moved. The
 * legitimate changes run last, each on its own fresh copy when the row has one, so they neither
 * hide a foreign change nor leave A's records in a state that changes the next row's answers.
 */
export interface Row {
  /** "METHOD /path" as the OpenAPI document spells it; "#what differs" after it for a second request. */
  op: string;
  /** The request against A's records (`a`, or its fresh copy); `me` is the caller. */
  request: (a: Target, me: Caller, world: World) => Request | Promise<Request>;
  answers: Answers;
  /** Who may change A's records here: their 2xx cells are not compared with the read-back. */
  changes?: readonly Who[];
  /**
   * A fresh record of A in the state the operation needs (a pending line to confirm, a review to
   * delete): the non-changing cells share one, every legitimate change gets its own.
   */
  fresh?: (fresh: FreshRecords) => Promise<Partial<Target>>;
  /**
   * For changes that would take A or a staff account out of the rest of the matrix (deleting A,
   * disabling the admin): the legitimate changes act on a look-alike; everyone else tries A's own.
   */
  freshForChangers?: (fresh: FreshRecords) => Promise<Partial<Target>>;
  /** Puts back what the legitimate changes used up of A's shared records (the cart an order emptied). */
  restore?: (world: World) => Promise<void>;
  /**
   * What of another party's private data an identity may read in this row: a party, or one kind
   * of it ("customerA.contact"). Everyone reads their own; admins read everyone's.
   */
  reveals?: Partial<Record<Identity, readonly (Party | `${Party}.${string}`)[]>>;
  /** A further check of a 2xx answer (and of the database after it); returns what is wrong, if anything. */
  check?: (answer: Answer, me: Caller, world: World, target: Target) => Promise<string | undefined>;
  /** The event stream: read over real HTTP up to its first event (it never ends by itself). */
  stream?: true;
}

export interface Answer {
  status: number;
  body: string;
}

const json = (method: Request['method'], url: string, payload?: object): Request =>
  payload === undefined ? { method, url } : { method, url, payload };

export const get = (url: string): Request => json('GET', url);
export const post = (url: string, payload?: object): Request => json('POST', url, payload ?? {});
export const put = (url: string, payload: object): Request => json('PUT', url, payload);
export const patch = (url: string, payload?: object): Request => json('PATCH', url, payload);
export const del = (url: string): Request => json('DELETE', url);

/** The operation a row calls ("GET /api/Order/{id}" for "GET /api/Order/{id}#variant"). */
export const operationOf = (row: Pick<Row, 'op'>) => row.op.split('#')[0]!.trim();
