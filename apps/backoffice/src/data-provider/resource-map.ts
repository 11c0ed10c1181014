import { isApiError, type Api, type PayoutListParams } from '@marketplace/client';
import {
  CATEGORY_MESSAGES,
  MAX_PAGE_SIZE,
  type CreateCategoryRequest,
  type InquiryStatus,
  type InviteAdminRequest,
  type ProviderAccountState,
  type UpdateCategoryRequest,
  type UpdateProviderRequest,
} from '@marketplace/contract';
import { HttpError, type RaRecord } from 'react-admin';
import { ordersResource } from './orders-resource';
import { serviceItemsResource } from './service-items-resource';
import type { ResourceHandlers } from './resource-handlers';
import { apiSort, CUSTOMER_SORTS, PROVIDER_SORTS } from './list-sorts';
import { given, localList, pageOf, withId } from './paging';

// Each resource of the back office and the /api calls behind its methods. index.ts turns these
// handlers into react-admin's DataProvider; a method a resource leaves out is refused (405).

type Data = Record<string, unknown>;
export type { ResourceHandlers };

const changed = (data: Data, previous: Data, field: string) => field in data && data[field] !== previous[field];

export function resourceMap(api: Api): Record<string, ResourceHandlers> {
  const categories = async () =>
    (await api.categories.list({ includeDisabled: true })).map((c) => withId(c, c.CategoryId));
  const admins = async () => (await api.admin.admins()).map((a) => withId(a, a.UserId));

  return {
    orders: ordersResource(api),
    'service-items': serviceItemsResource(api),
    categories: {
      getList: async (params) =>
        localList(await categories(), params, ['CategoryName', 'CategoryDescription', 'CategoryNameAr']),
      getOne: async (id) => found(await categories(), id),
      create: async (data) => {
        const created = await onNameInput(() =>
          api.categories.create(pick(data, CATEGORY_FIELDS) as CreateCategoryRequest),
        );
        return withId(created, created.CategoryId);
      },
      update: async (id, data, previous) => {
        // The toggle in the list sends IsEnable alone; it has its own call (and audit action).
        const row =
          changed(data, previous, 'IsEnable') && onlyChange(data, previous, 'IsEnable')
            ? await api.categories.setEnableStatus(id, Boolean(data.IsEnable))
            : await onNameInput(() => api.categories.update(id, pick(data, CATEGORY_FIELDS) as UpdateCategoryRequest));
        return withId(row, row.CategoryId);
      },
    },
    customers: {
      getList: async (params) => {
        const { page, perPage } = pageOf(params);
        const filter = params.filter ?? {};
        const list = await api.customers.list({
          page,
          pageSize: perPage,
          search: given(filter.q),
          isActive: given(filter.IsActive),
          isDeleted: given(filter.IsDeleted),
          sort: apiSort(params, CUSTOMER_SORTS),
        });
        return { data: list.Items.map((c) => withId(c, c.UserId)), total: list.TotalItems };
      },
      getOne: async (id) => withId(await api.customers.details(id), id),
      update: async (id, data) => withId(await api.customers.setActiveStatus(id, Boolean(data.IsActive)), id),
      delete: async (id) => withId(await api.customers.delete(id), id),
    },
    providers: {
      getList: async (params) => {
        const { page, perPage } = pageOf(params);
        const filter = params.filter ?? {};
        const list = await api.providers.list({
          Page: page,
          Limit: perPage,
          Status: given(filter.AccState as ProviderAccountState | undefined),
          Search: given(filter.q),
          CategoryId: given(filter.BusinessCategoryId),
          Location: given(filter.PrimaryLocation),
          Sort: apiSort(params, PROVIDER_SORTS),
        });
        return { data: list.Items.map((p) => withId(p, p.ProviderId)), total: list.TotalItems };
      },
      getOne: async (id) => withId(await api.providers.get(id), id),
      update: async (id, data, previous) => {
        // A state change (approve, reject with a reason, deactivate) is its own audited call.
        const row = changed(data, previous, 'AccState')
          ? await api.providers.setStatus(id, {
              AccState: data.AccState as ProviderAccountState,
              ...(given(data.Reason) ? { Reason: String(data.Reason) } : {}),
            })
          : await api.providers.update(id, pick(data, PROVIDER_FIELDS) as UpdateProviderRequest);
        return withId(row, row.ProviderId);
      },
    },
    inquiries: {
      getList: async (params) => {
        const status = given(params.filter?.Status as InquiryStatus | undefined);
        const { page, perPage } = pageOf(params);
        const list = await api.inquiries.list({ page, pageSize: perPage, ...(status ? { status } : {}) });
        return { data: list.Items.map((i) => withId(i, i.InqId)), total: list.TotalItems };
      },
      // The API has no single-inquiry call: the show page finds it in the newest-first list.
      getOne: async (id) => {
        for (let page = 1; ; page++) {
          const list = await api.inquiries.list({ page, pageSize: MAX_PAGE_SIZE });
          const hit = list.Items.find((i) => i.InqId === id);
          if (hit) return withId(hit, hit.InqId);
          if (page >= list.TotalPages) throw new HttpError('Inquiry not found', 404);
        }
      },
      update: async (id, data) => withId(await api.inquiries.setStatus(id, data.Status as InquiryStatus), id),
      delete: async (id) => {
        await api.inquiries.delete(id);
        return { id };
      },
    },
    admins: {
      getList: async (params) => localList(await admins(), params, ['FirstName', 'LastName', 'Email']),
      getOne: async (id) => found(await admins(), id),
      create: async (data) => {
        const invited = await api.admin.inviteAdmin(data as unknown as InviteAdminRequest);
        return withId(invited, invited.UserId);
      },
      update: async (id, data) => withId(await api.admin.setAdminStatus(id, { IsActive: Boolean(data.IsActive) }), id),
    },
    payouts: {
      getList: async (params) => {
        const status = given(params.filter?.Status as PayoutListParams['status']);
        const { page, perPage } = pageOf(params);
        const list = await api.payouts.list({ page, pageSize: perPage, ...(status ? { status } : {}) });
        return { data: list.Items.map((p) => withId(p, p.PayoutId)), total: list.TotalItems };
      },
      // Settling records the bank reference; rejecting needs a reason (shown to the provider).
      update: async (id, data) => {
        const row =
          data.Status === 'completed'
            ? await api.payouts.settle(id, given(data.Reference) ? { Reference: String(data.Reference) } : {})
            : await api.payouts.reject(id, { Reason: String(data.Reason ?? '') });
        return withId(row, row.PayoutId);
      },
    },
    'audit-log': {
      getList: async (params) => {
        const { page, perPage } = pageOf(params);
        const filter = params.filter ?? {};
        const list = await api.admin.auditLog({
          page,
          pageSize: perPage,
          action: given(filter.Action),
          targetType: given(filter.TargetType),
          targetId: given(filter.TargetId),
          actorUserId: given(filter.ActorUserId),
          from: given(filter.from),
          to: given(filter.to),
        });
        return { data: list.Items.map((e) => withId(e, e.AuditId)), total: list.TotalItems };
      },
    },
  };
}

// The Arabic texts (issue 33) are sent when the form has them; absent, the API keeps the current ones.
const CATEGORY_FIELDS = [
  'CategoryName',
  'CategoryDescription',
  'CategoryNameAr',
  'CategoryDescriptionAr',
  'ImageUrl',
  'IsEnable',
] as const;
const PROVIDER_FIELDS = [
  'BusinessName',
  'PrimaryLocation',
  'BusinessDescription',
  'BusinessNameAr',
  'BusinessDescriptionAr',
  'ContactName',
  'BusinessAddress',
  'Website',
  'BusinessCategoryId',
] as const;

/** The category name input each of the API's 409 answers is about. */
const CATEGORY_NAME_CONFLICTS: Readonly<Record<string, string>> = {
  [CATEGORY_MESSAGES.nameTaken]: 'CategoryName',
  [CATEGORY_MESSAGES.arabicNameTaken]: 'CategoryNameAr',
};

/**
 * A duplicate English or Arabic name (409) is shown under its input: react-admin's create and
 * (pessimistic) edit put an HttpError's body.errors on the form's fields. Other errors go on as they are.
 */
async function onNameInput<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!isApiError(error) || error.status !== 409) throw error;
    const field = CATEGORY_NAME_CONFLICTS[error.message];
    if (!field) throw error;
    throw new HttpError(error.message, 409, { message: error.message, errors: { [field]: error.message } });
  }
}

/** The fields a request schema accepts (it refuses others): react-admin sends the whole record. */
function pick(data: Data, fields: readonly string[]): Data {
  return Object.fromEntries(fields.filter((field) => field in data).map((field) => [field, data[field]]));
}

function onlyChange(data: Data, previous: Data, field: string): boolean {
  return Object.keys(data).every((key) => key === field || key === 'id' || data[key] === previous[key]);
}

function found(records: readonly RaRecord[], id: string): RaRecord {
  const record = records.find((row) => row.id === id);
  if (!record) throw new Error('Not found');
  return record;
}
