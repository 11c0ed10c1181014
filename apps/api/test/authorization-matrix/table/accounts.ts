import { randomBytes, randomUUID } from 'node:crypto';
import { adminsOnly, everyone, signedIn } from '../identities';
import { get, patch, post, put, type Row } from '../row';
import { latestMail, PASSWORD } from '../../account-helpers';
import { CUSTOMER_A, PROVIDER_A, send, type Caller, type World } from '../world';

// Sign-in and account routes, profiles, and the accounts admins manage. The Auth routes read no
// bearer token: every identity gets the answer a stranger gets, whatever it sends.

const WRONG_PASSWORD = 'Wr0ngPassword';

/** The token of the reset link forgot-password mails to the caller (none for a removed account). */
async function ownResetLink(world: World, me: Caller): Promise<string | undefined> {
  await send(world.app, me, post('/api/Auth/forgot-password', { Email: me.email }));
  return (await latestMail(world.app, me.email, 'ResetPassword'))?.link?.searchParams.get('token') ?? undefined;
}
const unknownToken = () => randomBytes(32).toString('hex');

export const accountRows: Row[] = [
  {
    // Registering A's address answers as a new one would (no enumeration) and leaves A's account alone.
    op: 'POST /api/Auth/register',
    request: () =>
      post('/api/Auth/register', {
        FirstName: 'Mallory',
        LastName: 'Taker',
        Email: CUSTOMER_A.email,
        PhoneNumber: '+97333999999',
        Password: 'N3wPassword!',
      }),
    answers: everyone(201),
  },
  {
    op: 'POST /api/Auth/register-provider',
    request: (a) =>
      post('/api/Auth/register-provider', {
        FirstName: 'Mallory',
        LastName: 'Taker',
        Email: PROVIDER_A.email,
        PhoneNumber: '+97333999999',
        Password: 'N3wPassword!',
        BusinessName: 'Taken Over',
        BusinessCategoryId: a.categoryId,
        PrimaryLocation: 'Manama',
      }),
    answers: everyone(201),
  },
  // A's address with a wrong password: no token lets anyone in as A.
  {
    op: 'POST /api/Auth/customer-login',
    request: () => post('/api/Auth/customer-login', { Email: CUSTOMER_A.email, Password: WRONG_PASSWORD }),
    answers: everyone(401),
  },
  {
    op: 'POST /api/Auth/provider-login',
    request: () => post('/api/Auth/provider-login', { Email: PROVIDER_A.email, Password: WRONG_PASSWORD }),
    answers: everyone(401),
  },
  {
    op: 'POST /api/Auth/login',
    // An address without an account answers alike. Not customer A's again: nine wrong passwords
    // per row, from nine new browsers, and a second row would pass the ten after which the account
    // holds back new devices (sign-in-throttle.ts).
    request: () => post('/api/Auth/login', { Email: 'nobody-in-the-matrix@example.bh', Password: WRONG_PASSWORD }),
    answers: everyone(401),
  },
  {
    op: 'POST /api/Auth/refresh',
    request: () => post('/api/Auth/refresh', { RefreshToken: unknownToken() }),
    answers: everyone(401),
  },
  {
    op: 'POST /api/Auth/logout',
    request: () => post('/api/Auth/logout', { RefreshToken: unknownToken() }),
    answers: everyone(200),
  },
  {
    op: 'GET /api/Auth/verify-email',
    request: () => get(`/api/Auth/verify-email?token=${unknownToken()}`),
    answers: everyone(400),
  },
  {
    // The same answer for every address; A is verified, so no mail goes out either.
    op: 'POST /api/Auth/send-verification-email',
    request: () => post('/api/Auth/send-verification-email', { Email: CUSTOMER_A.email }),
    answers: everyone(200),
  },
  {
    // Mails A a reset link (A's mailbox, not the caller's): the point of the route.
    op: 'POST /api/Auth/forgot-password',
    request: () => post('/api/Auth/forgot-password', { Email: CUSTOMER_A.email }),
    answers: everyone(200),
  },
  {
    op: 'POST /api/Auth/reset-password',
    request: () =>
      post('/api/Auth/reset-password', { Email: CUSTOMER_A.email, Token: unknownToken(), NewPassword: 'N3wPassword!' }),
    answers: everyone(400),
  },
  {
    // A reset link is bound to its account: the caller's own link (as forgot-password mails it)
    // with A's address is refused, so only A's own link sets A's password.
    op: "POST /api/Auth/reset-password#the caller's own link, A's address",
    request: async (_a, me, world) => {
      const link = me.email ? await ownResetLink(world, me) : undefined;
      return post('/api/Auth/reset-password', {
        Email: CUSTOMER_A.email,
        Token: link ?? unknownToken(),
        NewPassword: PASSWORD,
      });
    },
    answers: { customerA: 200, others: 400 },
    changes: ['customerA'],
  },

  // Profiles: a stranger is refused before any lookup (403), so ids cannot be probed.
  {
    op: 'GET /api/Customer/user/{userId}',
    request: (a) => get(`/api/Customer/user/${a.customerId}?isActive=true`),
    answers: signedIn({ customerA: 200, admins: 200, others: 403 }),
  },
  {
    op: 'GET /api/Provider/user/{userId}',
    request: (a) => get(`/api/Provider/user/${a.providerUserId}?isActive=true`),
    answers: signedIn({ providerA: 200, admins: 200, others: 403 }),
  },
  {
    // Everyone signed in chooses their own language; the request names nobody else's account, so
    // A's people (and the staff accounts) change only their own row.
    op: 'PUT /api/Users/me/language',
    request: () => put('/api/Users/me/language', { Language: 'en' }),
    answers: signedIn({ others: 200 }),
    changes: ['customerA', 'providerA', 'admins'],
  },
  {
    // A saves the profile as it is; anyone else naming A is refused.
    op: 'PATCH /api/Customer/updateUser',
    request: (a) =>
      patch('/api/Customer/updateUser', {
        UserId: a.customerId,
        FirstName: CUSTOMER_A.firstName,
        LastName: CUSTOMER_A.lastName,
        PhoneNumber: CUSTOMER_A.phone,
        Address: CUSTOMER_A.address,
        ImageUrl: a.avatarUrl,
        IsActive: true,
        IsDeleted: false,
      }),
    answers: signedIn({ customerA: 200, others: 403 }),
    changes: ['customerA'],
  },

  // Customers, as admins manage them.
  { op: 'GET /api/customer', request: () => get('/api/customer?search=Layla'), answers: adminsOnly() },
  {
    op: 'GET /api/customer/{id}/details',
    request: (a) => get(`/api/customer/${a.customerId}/details`),
    answers: adminsOnly(),
  },
  {
    op: 'PATCH /api/Customer/{id}/active-status',
    request: (a) => patch(`/api/Customer/${a.customerId}/active-status?isActive=false`),
    answers: adminsOnly(),
    changes: ['admins'],
    freshForChangers: (fresh) => fresh.customer(),
  },
  {
    op: 'PATCH /api/Customer/{id}/delete',
    request: (a) => patch(`/api/Customer/${a.customerId}/delete`),
    answers: adminsOnly(),
    changes: ['admins'],
    freshForChangers: (fresh) => fresh.customer(),
  },

  // Provider A's account through the customers' doors: not a customer, so not found.
  {
    op: "GET /api/customer/{id}/details#provider A's account",
    request: (a) => get(`/api/customer/${a.providerUserId}/details`),
    answers: adminsOnly(404),
  },
  {
    op: "PATCH /api/Customer/{id}/active-status#provider A's account",
    request: (a) => patch(`/api/Customer/${a.providerUserId}/active-status?isActive=false`),
    answers: adminsOnly(404),
  },
  {
    op: "PATCH /api/Customer/{id}/delete#provider A's account",
    request: (a) => patch(`/api/Customer/${a.providerUserId}/delete`),
    answers: adminsOnly(404),
  },

  // Admin accounts: invited and disabled by a super admin only.
  { op: 'GET /api/Admin/admins', request: () => get('/api/Admin/admins'), answers: adminsOnly() },
  {
    // A's address is taken: nobody turns A into an admin.
    op: 'POST /api/Admin/admins/invite',
    request: () => post('/api/Admin/admins/invite', { Email: CUSTOMER_A.email, FirstName: 'Layla', LastName: 'Admin' }),
    answers: signedIn({ superAdmin: 409, others: 403 }),
  },
  {
    op: 'POST /api/Admin/admins/invite#a new address',
    request: () =>
      post('/api/Admin/admins/invite', {
        Email: `invited-${randomUUID()}@matrix.test`,
        FirstName: 'New',
        LastName: 'Admin',
      }),
    answers: signedIn({ superAdmin: 201, others: 403 }),
  },
  {
    // Everyone else tries to disable the `admin` account; the super admin disables a look-alike.
    op: 'PATCH /api/Admin/admins/{id}/status',
    request: (a) => patch(`/api/Admin/admins/${a.adminId}/status`, { IsActive: false }),
    answers: signedIn({ superAdmin: 200, others: 403 }),
    changes: ['superAdmin'],
    freshForChangers: (fresh) => fresh.admin(),
  },
  {
    op: "PATCH /api/Admin/admins/{id}/status#customer A's account",
    request: (a) => patch(`/api/Admin/admins/${a.customerId}/status`, { IsActive: false }),
    answers: signedIn({ superAdmin: 404, others: 403 }),
  },
];
