import { isApiError, type Api } from '@marketplace/client';
import {
  VERIFICATION_MESSAGES,
  type BusinessType,
  type CreateDocumentRequirementRequest,
  type DocumentRequirement,
  type UpdateDocumentRequirementRequest,
} from '@marketplace/contract';
import { HttpError } from 'react-admin';
import { given, localList, withId } from '@/data-provider/paging';
import { found, pick } from '@/data-provider/record-fields';
import type { ResourceHandlers, WithId } from '@/data-provider/resource-handlers';

// verification-requirements (issue 38): GET /api/Verification/requirements?BusinessType (admins get
// every one, inactive ones too; the whole list, paged here), POST and PUT
// /api/Admin/verification-requirements. A requirement is never deleted: it is made inactive.

export type RequirementRecord = WithId<DocumentRequirement>;

const REQUIREMENT_FIELDS = [
  'BusinessType',
  'Name',
  'NameAr',
  'Hint',
  'HintAr',
  'HasNumber',
  'HasIssueDate',
  'HasExpiryDate',
  'IsActive',
  'SortOrder',
] as const;

type Data = Record<string, unknown>;

/** The request's fields: an order left empty is the API's to choose (after the others). */
function requestFields(data: Data): Data {
  const fields = pick(data, REQUIREMENT_FIELDS);
  if (given(fields.SortOrder as number | '' | null | undefined) === undefined) delete fields.SortOrder;
  return fields;
}

/** What the form changed: the API's update takes only those (and at least one). */
function changes(data: Data, previous: Data): Data {
  const fields = requestFields(data);
  return Object.fromEntries(Object.entries(fields).filter(([key, value]) => value !== previous[key]));
}

export function verificationRequirementsResource(api: Api): ResourceHandlers<RequirementRecord> {
  const requirements = async (BusinessType?: BusinessType) =>
    (await api.verification.requirements(BusinessType ? { BusinessType } : {})).map((requirement) =>
      withId(requirement, requirement.RequirementId),
    );
  return {
    getList: async (params) => {
      const type = given(params.filter?.BusinessType as BusinessType | '' | undefined);
      return localList(await requirements(type), params, ['Name', 'NameAr']);
    },
    getOne: async (id) => found(await requirements(), id),
    create: async (data) => {
      const created = await onNameInput(() =>
        api.verification.createRequirement(requestFields(data) as CreateDocumentRequirementRequest),
      );
      return withId(created, created.RequirementId);
    },
    update: async (id, data, previous) => {
      const body = changes(data, previous);
      // Nothing changed: the API refuses an empty update, and there is nothing to save.
      if (Object.keys(body).length === 0) return withId(previous as DocumentRequirement, id);
      const saved = await onNameInput(() =>
        api.verification.updateRequirement(id, body as UpdateDocumentRequirementRequest),
      );
      return withId(saved, saved.RequirementId);
    },
  };
}

/** A name the business type already requires (409) is shown under the name's input. */
async function onNameInput<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!isApiError(error) || error.message !== VERIFICATION_MESSAGES.requirementNameTaken) throw error;
    throw new HttpError(error.message, error.status ?? 409, {
      message: error.message,
      errors: { Name: error.message },
    });
  }
}
