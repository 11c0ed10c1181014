// Texts the API sends for providers (our wording; the spec only gives the clients' fallbacks such
// as 'Failed to fetch provider' and 'Failed to update provider status', shown without a Message).

export const PROVIDER_ERRORS = {
  notFound: 'This provider does not exist.',
  notYours: 'You can only manage your own business profile.',
  statsNotYours: 'You can only see the statistics of your own business.',
  alreadyExists: 'This user already has a business profile.',
  userNotFound: 'This user does not exist.',
  notProviderUser: 'Only a provider account can have a business profile.',
  stateAdminOnly: 'Only an administrator can change the account status of a provider.',
  resubmitNotYours: 'You can only resubmit your own business profile.',
} as const;

/** 409 for a resubmission from any state but rejected, e.g. "Your business is pending: only a rejected ...". */
export function resubmitNotRejected(state: string): string {
  return `Your business is ${state}: only a rejected business profile can be resubmitted for review.`;
}

/** 409 for a status change the workflow does not allow, e.g. "Cannot change a provider from rejected to inactive." */
export function illegalProviderTransition(from: string, to: string): string {
  return `Cannot change a provider from ${from} to ${to}.`;
}
