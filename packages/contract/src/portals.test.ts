import { describe, expect, it } from 'vitest';
import { ROLES } from './enums';
import {
  BACKOFFICE_PATH_PATTERN,
  BACKOFFICE_PATH_PREFIXES,
  BACKOFFICE_PORTALS,
  backofficePortalOf,
  landingPathFor,
  portalForRole,
  type BackofficePortal,
} from './portals';

describe('back-office portals', () => {
  it.each<[string, BackofficePortal | null]>([
    ['/admin', 'admin'],
    ['/admin/', 'admin'],
    ['/admin/analytics', 'admin'],
    ['/ADMIN/categories', 'admin'],
    ['/provider-dashboard', 'provider'],
    ['/provider-dashboard/home', 'provider'],
    ['/administrator', null],
    ['/provider-dashboards', null],
    ['/home', null],
    ['/', null],
  ])('%s belongs to %s', (path, portal) => {
    expect(backofficePortalOf(path)).toBe(portal);
  });

  it('owns the two portal prefixes, matched whole and in any case', () => {
    expect(BACKOFFICE_PATH_PREFIXES).toEqual(['/admin', '/provider-dashboard']);
    expect(
      ['/admin', '/Provider-Dashboard/orders', '/admins'].map((path) => BACKOFFICE_PATH_PATTERN.test(path)),
    ).toEqual([true, true, false]);
  });

  it('sends each role to its landing page (spec 2.2)', () => {
    expect(ROLES.map((role) => [role, landingPathFor(role)])).toEqual([
      ['customer', '/customer-dashboard'],
      ['provider', '/provider-dashboard/home'],
      ['admin', '/admin/analytics'],
      ['superAdmin', '/admin/analytics'],
    ]);
  });

  it('lets every back-office role into exactly the portal it lands in', () => {
    for (const role of ROLES) {
      const portal = portalForRole(role);
      const admitted = (Object.keys(BACKOFFICE_PORTALS) as BackofficePortal[]).filter((name) =>
        BACKOFFICE_PORTALS[name].roles.includes(role),
      );
      expect(admitted).toEqual(portal ? [portal] : []);
      if (portal) expect(landingPathFor(role).startsWith(`${BACKOFFICE_PORTALS[portal].basename}/`)).toBe(true);
    }
  });
});
