import type { Role } from '@marketplace/contract';
import { paths } from '../config/paths';

/** Spec 2.2: where a signed-in user of each role belongs. */
export function landingPathFor(role: Role): string {
  switch (role) {
    case 'customer':
      return paths.customerDashboard.getHref();
    case 'provider':
      return paths.providerDashboard.getHref();
    case 'admin':
    case 'superAdmin':
      return paths.admin.getHref();
  }
}
