import { and, eq } from 'drizzle-orm';
import { ACCOUNT_MESSAGES, ADMIN_USER_MESSAGES, DELETED_USER_ERRORS, LOGIN_ERRORS } from '@marketplace/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, users } from '../../db/schema/index';
import { bearer, call, latestMail, PASSWORD, signIn, signInAccounts } from '../../../test/account-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';

const UNKNOWN = '00000000-0000-4000-8000-000000000000';
const invitee = { Email: 'new.admin@example.bh', FirstName: 'Noor', LastName: 'Saleh' };

describe('admin accounts', () => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  const ids: Record<string, string> = {};
  let invitedId = '';

  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: 'https://shop.example.bh' });
    await signInAccounts(
      t.app,
      [
        ['customer', 'c@example.bh', 'customer'],
        ['provider', 'p@example.bh', 'provider'],
        ['admin', 'admin@example.bh', 'admin'],
        ['otherAdmin', 'admin2@example.bh', 'admin'],
        ['superAdmin', 'root@example.bh', 'superAdmin'],
        ['otherSuperAdmin', 'root2@example.bh', 'superAdmin'],
      ],
      ids,
      tokens,
    );
  });
  afterAll(() => t.close());

  const send = (method: 'GET' | 'POST' | 'PATCH', url: string, token?: string, payload?: object) =>
    call(t.app, { method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });
  const invite = (token: string | undefined, payload: object = invitee) =>
    send('POST', '/api/Admin/admins/invite', token, payload);
  const setStatus = (id: string, IsActive: boolean, token = tokens.superAdmin) =>
    send('PATCH', `/api/Admin/admins/${id}/status`, token, { IsActive });
  const auditOf = (id: string) =>
    t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'admin'), eq(auditLog.targetId, id)));

  it('lists admins and super admins with their status, for admins only', async () => {
    expect((await send('GET', '/api/Admin/admins')).statusCode).toBe(401);
    for (const role of ['customer', 'provider'] as const) {
      const res = await send('GET', '/api/Admin/admins', tokens[role]);
      expect(res.statusCode).toBe(403);
      expect(res.json().Message).toBe(LOGIN_ERRORS.forbidden);
    }
    for (const role of ['admin', 'superAdmin'] as const) {
      const res = await send('GET', '/api/admin/ADMINS', tokens[role]);
      expect(res.statusCode).toBe(200);
      const rows = res.json() as { Email: string; Role: string; Status: string; IsActive: boolean }[];
      expect(rows.map((row) => row.Email)).toEqual([
        'admin@example.bh',
        'admin2@example.bh',
        'root@example.bh',
        'root2@example.bh',
      ]);
      expect(rows[0]).toMatchObject({ Role: 'admin', IsActive: true, Status: 'active', FirstName: 'Test' });
      expect(rows[2]).toMatchObject({ Role: 'superAdmin', Status: 'active' });
    }
  });

  it('lets only a super admin invite, and never as a super admin', async () => {
    for (const role of ['customer', 'provider', 'admin'] as const) {
      const res = await invite(tokens[role]);
      expect(res.statusCode).toBe(403);
      expect(res.json().Message).toBe(LOGIN_ERRORS.forbidden);
    }
    expect((await invite(undefined)).statusCode).toBe(401);
    for (const Role of ['superAdmin', 'customer', 'provider']) {
      const res = await invite(tokens.superAdmin, { ...invitee, Role });
      expect(res.statusCode).toBe(403);
      expect(res.json().Message).toBe(ADMIN_USER_MESSAGES.onlyAdminRole);
    }
    const bad = await invite(tokens.superAdmin, { Email: 'nope', FirstName: ' ', LastName: 'X' });
    expect(bad.statusCode).toBe(400);
    expect(await t.app.db.select().from(users).where(eq(users.email, invitee.Email))).toHaveLength(0);
  });

  it('invites an admin: the account exists without a usable password and a set-password link is mailed', async () => {
    const res = await invite(tokens.superAdmin, { ...invitee, Role: 'admin' });
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created).toMatchObject({ ...invitee, Role: 'admin', IsActive: true, Status: 'invited', LastLoginAt: null });
    invitedId = created.UserId;
    // Nothing the invitee could guess opens the account before they choose a password.
    for (const password of [PASSWORD, '', 'x']) {
      expect((await signIn(t.app, invitee.Email, 'provider-login', password || 'Wrong1pass')).res.statusCode).toBe(401);
    }
    const mailed = await latestMail(t.app, invitee.Email, '/ResetPassword');
    expect(mailed?.mail.subject).toBe('You have been invited to administer the marketplace');
    const link = mailed!.link!;
    expect(link.origin).toBe('https://shop.example.bh');
    expect(link.searchParams.get('email')).toBe(invitee.Email);
    expect(link.searchParams.get('redirect')).toBe('provider-auth');

    const chosen = 'N3wAdminPassword';
    const reset = await call(t.app, {
      method: 'POST',
      url: '/api/Auth/reset-password',
      payload: { Email: invitee.Email, Token: link.searchParams.get('token'), NewPassword: chosen },
    });
    expect(reset.statusCode).toBe(200);
    const session = await signIn(t.app, invitee.Email, 'provider-login', chosen);
    expect(session.res.statusCode).toBe(200);
    // The new admin can work in the admin area, but cannot invite.
    expect((await send('GET', '/api/Admin/admins', session.body.JwtToken)).statusCode).toBe(200);
    expect((await invite(session.body.JwtToken, { ...invitee, Email: 'x@example.bh' })).statusCode).toBe(403);
    const listed = (await send('GET', '/api/Admin/admins', tokens.admin)).json() as { UserId: string }[];
    expect(listed.find((row) => row.UserId === invitedId)).toMatchObject({ Status: 'active' });

    const [entry] = await auditOf(invitedId);
    expect(entry).toMatchObject({ action: 'admin.invite', actorUserId: ids.superAdmin, actorRole: 'superAdmin' });
    expect(entry!.before).toBeNull();
    expect(entry!.after).toMatchObject({ Email: invitee.Email, Role: 'admin' });
  });

  it('refuses an e-mail that already has an account (any role, any case) with 409', async () => {
    for (const Email of [invitee.Email.toUpperCase(), 'c@example.bh', 'root@example.bh']) {
      const res = await invite(tokens.superAdmin, { ...invitee, Email });
      expect(res.statusCode).toBe(409);
      expect(res.json().Message).toBe(ACCOUNT_MESSAGES.duplicateEmail);
    }
  });

  it('disables an admin: sign-in and refresh are refused; enabling lets them back in', async () => {
    const session = await signIn(t.app, 'admin2@example.bh', 'provider-login');
    const res = await setStatus(ids.otherAdmin!, false);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ UserId: ids.otherAdmin, IsActive: false, Status: 'disabled' });

    const refresh = await call(t.app, {
      method: 'POST',
      url: '/api/Auth/refresh',
      payload: { RefreshToken: session.body.RefreshToken },
    });
    expect(refresh.statusCode).toBe(401);
    const refused = await signIn(t.app, 'admin2@example.bh', 'provider-login');
    expect(refused.res.statusCode).toBe(403);
    expect(refused.body.Message).toBe(DELETED_USER_ERRORS.removed);

    const back = await setStatus(ids.otherAdmin!, true);
    expect(back.json()).toMatchObject({ IsActive: true, Status: 'active' });
    expect((await signIn(t.app, 'admin2@example.bh', 'provider-login')).res.statusCode).toBe(200);

    const actions = (await auditOf(ids.otherAdmin!)).map((entry) => entry.action).sort();
    expect(actions).toEqual(['admin.disable', 'admin.enable']);
  });

  it('lets only a super admin change status, never of a super admin or themself', async () => {
    for (const role of ['customer', 'provider', 'admin'] as const) {
      expect((await setStatus(ids.otherAdmin!, false, tokens[role])).statusCode).toBe(403);
    }
    const self = await setStatus(ids.superAdmin!, false);
    expect(self.statusCode).toBe(403);
    expect(self.json().Message).toBe(ADMIN_USER_MESSAGES.cannotDisableSelf);
    const other = await setStatus(ids.otherSuperAdmin!, false);
    expect(other.statusCode).toBe(403);
    expect(other.json().Message).toBe(ADMIN_USER_MESSAGES.superAdminLocked);
    for (const id of [UNKNOWN, ids.customer!, ids.provider!]) {
      const res = await setStatus(id, false);
      expect(res.statusCode).toBe(404);
      expect(res.json().Message).toBe(ADMIN_USER_MESSAGES.notFound);
    }
    expect((await send('PATCH', `/api/Admin/admins/${ids.admin}/status`, tokens.superAdmin, {})).statusCode).toBe(400);
    const [row] = await t.app.db.select().from(users).where(eq(users.id, ids.otherAdmin!));
    expect(row).toMatchObject({ isDeleted: false, role: 'admin' });
  });

  it('has no path that makes a super admin', async () => {
    // Role is not a field of any write here; the invite refuses it and the status body drops it.
    const res = await send('PATCH', `/api/Admin/admins/${ids.admin}/status`, tokens.superAdmin, {
      IsActive: true,
      Role: 'superAdmin',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().Role).toBe('admin');
    const profile = await call(t.app, {
      method: 'PATCH',
      url: '/api/Customer/updateUser',
      headers: bearer(tokens.admin!),
      payload: { UserId: ids.admin, FirstName: 'A', LastName: 'B', PhoneNumber: '', Address: '', ImageUrl: '' },
    });
    expect(profile.statusCode).toBe(403);
    const supers = await t.app.db.select().from(users).where(eq(users.role, 'superAdmin'));
    expect(supers.map((row) => row.id).sort()).toEqual([ids.superAdmin, ids.otherSuperAdmin].sort());
  });

  it('limits invitations per client address (each one sends mail)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/Admin/admins/invite',
        remoteAddress: '10.9.9.9',
        headers: bearer(tokens.superAdmin!),
        payload: { ...invitee, Email: `limit${i}@example.bh` },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 10).every((code) => code === 201)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});
