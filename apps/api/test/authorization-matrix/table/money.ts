import { bahrainMonthOf, monthLabel } from '../../../src/lib/bahrain-calendar';
import { adminsOnly, signedIn } from '../identities';
import { get, patch, post, put, type Row } from '../row';
import { PROVIDER_A, send, type World } from '../world';

// Money: customers' payments and refunds, providers' earnings, payouts and bank details. Someone
// else's money is 403 whether or not the id exists (the id cannot be probed).

const customerOrStaff = signedIn({ customerA: 200, admins: 200, others: 403 });
const providerOrStaff = signedIn({ providerA: 200, admins: 200, others: 403 });

/** The current month, YYYY-MM: a statement's month that has begun, in Bahrain time. */
const thisMonth = () => monthLabel(bahrainMonthOf(new Date()));

/** A valid Bahrain IBAN that is not A's: where someone would like A's payouts to go. */
const OTHER_IBAN = 'BH02EVIL00001234567890';

/** Provider A's own details back, after provider A's legitimate change in the bank-details row. */
async function restoreBankDetails(world: World) {
  const res = await send(world.app, world.callers.providerA, {
    method: 'PUT',
    url: `/api/Provider/${world.a.providerId}/bank-details`,
    payload: { AccountHolder: PROVIDER_A.accountHolder, BankName: 'Bank of Bahrain', Iban: PROVIDER_A.iban },
  });
  if (res.statusCode !== 200) throw new Error(`restoring A's bank details failed: ${res.body}`);
}

export const moneyRows: Row[] = [
  {
    op: 'GET /api/Transaction',
    request: (a) => get(`/api/Transaction?customerId=${a.customerId}`),
    answers: customerOrStaff,
  },
  {
    op: 'GET /api/Transaction/customer/{customerId}/summary',
    request: (a) => get(`/api/Transaction/customer/${a.customerId}/summary`),
    answers: customerOrStaff,
  },
  {
    op: 'GET /api/Transaction/provider/{providerId}',
    request: (a) => get(`/api/Transaction/provider/${a.providerId}`),
    answers: providerOrStaff,
    // An earning names the order it came from: an order the provider handles and may read.
    reveals: { providerA: ['customerA.order'] },
  },
  {
    op: 'GET /api/Transaction/provider/{providerId}/statement',
    request: (a) => get(`/api/Transaction/provider/${a.providerId}/statement?month=${thisMonth()}`),
    answers: providerOrStaff,
  },
  {
    op: 'GET /api/Transaction/provider/{providerId}/statement/csv',
    request: (a) => get(`/api/Transaction/provider/${a.providerId}/statement/csv?month=${thisMonth()}`),
    answers: providerOrStaff,
  },
  {
    op: 'GET /api/Transaction/provider/{providerId}/statement/pdf',
    request: (a) => get(`/api/Transaction/provider/${a.providerId}/statement/pdf?month=${thisMonth()}`),
    answers: providerOrStaff,
  },
  {
    op: 'GET /api/Payout/provider/{providerId}/balance',
    request: (a) => get(`/api/Payout/provider/${a.providerId}/balance`),
    answers: providerOrStaff,
  },
  {
    // Only the business itself asks for its money; admins settle, they never request.
    op: 'POST /api/Payout',
    request: (a) => post('/api/Payout', { ProviderId: a.providerId, Amount: 0.01 }),
    answers: signedIn({ providerA: 201, others: 403 }),
    changes: ['providerA'],
  },
  { op: 'GET /api/Payout', request: () => get('/api/Payout'), answers: adminsOnly() },
  {
    op: 'PATCH /api/Payout/{id}/settle',
    request: (a) => patch(`/api/Payout/${a.payoutId}/settle`, { Reference: 'BBK-778' }),
    answers: adminsOnly(),
    changes: ['admins'],
    fresh: (fresh) => fresh.payout(),
  },
  {
    op: 'PATCH /api/Payout/{id}/reject',
    request: (a) => patch(`/api/Payout/${a.payoutId}/reject`, { Reason: 'Wrong amount' }),
    answers: adminsOnly(),
    changes: ['admins'],
    fresh: (fresh) => fresh.payout(),
  },
  {
    op: 'GET /api/Provider/{id}/bank-details',
    request: (a) => get(`/api/Provider/${a.providerId}/bank-details`),
    answers: providerOrStaff,
  },
  {
    // Only the business sets where its money goes: not even an admin may redirect it.
    op: 'PUT /api/Provider/{id}/bank-details',
    request: (a) =>
      put(`/api/Provider/${a.providerId}/bank-details`, {
        AccountHolder: 'Someone Else',
        BankName: 'Bank',
        Iban: OTHER_IBAN,
      }),
    answers: signedIn({ providerA: 200, others: 403 }),
    changes: ['providerA'],
    restore: restoreBankDetails,
  },
];
