import type { Api } from '@marketplace/client';
import type { ResourceHandlers } from '../resource-handlers';
import type { CurrentProviderSource } from './current-provider';

// The provider dashboard's resources (/provider-dashboard/*), each in a file of this folder. The
// same names as the admin area's where the idea is the same (orders, payouts), but always the
// signed-in provider's own records, through the provider's calls: a provider never reaches an
// admin route. Keep this table in step with the handlers.
//
// resource      getList / getOne / create / update / delete
// (the resources are added here as the screens are built)

export function providerResourceMap(_api: Api, _me: CurrentProviderSource): Record<string, ResourceHandlers> {
  return {};
}
