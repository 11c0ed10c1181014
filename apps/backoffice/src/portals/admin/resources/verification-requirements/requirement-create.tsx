import { BUSINESS_TYPES, type BusinessType } from '@marketplace/contract';
import { Create } from 'react-admin';
import { useLocation } from 'react-router';
import { useT } from '@/i18n/text';
import { RequirementForm } from './requirement-form';
import { newRequirement } from './requirement-schema';

/** The business type of the list's tab the admin came from (the create button passes it). */
function useTabBusinessType(): BusinessType {
  const state: unknown = useLocation().state;
  const type = typeof state === 'object' && state !== null && 'businessType' in state ? String(state.businessType) : '';
  return BUSINESS_TYPES.find((candidate) => candidate === type) ?? 'company';
}

export default function RequirementCreate() {
  const t = useT();
  const businessType = useTabBusinessType();
  return (
    <Create
      title={t('verification.admin.requirements.createTitle')}
      redirect="list"
      record={newRequirement(businessType)}
    >
      <RequirementForm />
    </Create>
  );
}
