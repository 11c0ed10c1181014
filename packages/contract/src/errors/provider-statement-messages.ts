// Texts the API sends about providers' monthly statements (issue 36; our wording).

export const PROVIDER_STATEMENT_MESSAGES = {
  monthInvalid: 'Choose a month as YYYY-MM (for example 2026-11).',
  monthNotBegun: 'There is no statement for a month that has not begun.',
} as const;
