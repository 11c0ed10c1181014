import type { Api } from '@marketplace/client';
import type { AdminUser, InviteAdminRequest } from '@marketplace/contract';
import { localList, withId } from '@/data-provider/paging';
import { found } from '@/data-provider/record-fields';
import type { ResourceHandlers, WithId } from '@/data-provider/resource-handlers';

// admins: GET /api/Admin/admins (the whole list, paged here); POST .../invite; PATCH .../status.

export type AdminUserRecord = WithId<AdminUser>;

export function adminsResource(api: Api): ResourceHandlers<AdminUserRecord> {
  const admins = async () => (await api.admin.admins()).map((a) => withId(a, a.UserId));
  return {
    getList: async (params) => localList(await admins(), params, ['FirstName', 'LastName', 'Email']),
    getOne: async (id) => found(await admins(), id),
    create: async (data) => {
      const invited = await api.admin.inviteAdmin(data as unknown as InviteAdminRequest);
      return withId(invited, invited.UserId);
    },
    update: async (id, data) => withId(await api.admin.setAdminStatus(id, { IsActive: Boolean(data.IsActive) }), id),
  };
}
