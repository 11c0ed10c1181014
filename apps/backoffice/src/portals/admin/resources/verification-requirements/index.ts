import RuleOutlined from '@mui/icons-material/RuleOutlined';
import { lazy } from 'react';
import type { MessageId } from '@/i18n/text';
import type { RequirementRecord } from '@/portals/admin/data-provider/verification-requirements-resource';

// Required documents (admins, issue 38): the documents each business type gives before it can
// sell, created and edited here and made inactive, never deleted (documents refer to them).

export const verificationRequirements = {
  list: lazy(() => import('./requirement-list')),
  create: lazy(() => import('./requirement-create')),
  edit: lazy(() => import('./requirement-edit')),
  icon: RuleOutlined,
  recordRepresentation: (record: RequirementRecord) => record.Name,
  options: { label: 'verification.admin.resource.requirements' satisfies MessageId },
};
