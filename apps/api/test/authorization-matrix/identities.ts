// The nine callers of the matrix and the notation its rows use for their expected answers.

/** Who calls every operation. "A" owns the records the requests aim at; "B" is the other party. */
export const IDENTITIES = [
  'visitor',
  'customerA',
  'customerB',
  'providerA',
  'providerB',
  'admin',
  'superAdmin',
  /** An admin disabled by a super admin, still holding the access token issued before. */
  'disabledAdmin',
  /** A customer soft-deleted by an admin, still holding the access token issued before. */
  'deletedCustomer',
] as const;
export type Identity = (typeof IDENTITIES)[number];

/**
 * Names for identities that usually answer alike, so a row reads as a sentence. A row names an
 * identity, a group or `others` for each cell; the most specific name wins.
 */
export const GROUPS = {
  customers: ['customerA', 'customerB'],
  providers: ['providerA', 'providerB'],
  admins: ['admin', 'superAdmin'],
  /** Accounts removed after their token was signed: a visitor on public routes, 401 elsewhere. */
  removed: ['disabledAdmin', 'deletedCustomer'],
} as const satisfies Record<string, readonly Identity[]>;
export type Group = keyof typeof GROUPS;
export type Who = Identity | Group;

/** Expected HTTP status per identity, by identity, group, or `others` for everyone not named. */
export type Answers = Partial<Record<Who | 'others', number>>;

/** Every identity gets the same answer (public routes: a bearer token changes nothing). */
export const everyone = (status: number): Answers => ({ others: status });

/** A route that needs a current account: visitors and removed accounts get 401 before anything else. */
export const signedIn = (answers: Answers): Answers => ({ visitor: 401, removed: 401, ...answers });

/** A back-office route for admins and super admins only. */
export const adminsOnly = (status = 200): Answers => signedIn({ admins: status, others: 403 });

/** The identities a name stands for. */
export function members(who: Who): readonly Identity[] {
  return who in GROUPS ? GROUPS[who as Group] : [who as Identity];
}

/** The status a row expects from `identity`: its own name, then its group, then `others`. */
export function expectedStatus(answers: Answers, identity: Identity): number | undefined {
  if (answers[identity] !== undefined) return answers[identity];
  const group = (Object.keys(GROUPS) as Group[]).find((name) => members(name).includes(identity));
  if (group && answers[group] !== undefined) return answers[group];
  return answers.others;
}
