import { Edit, useRecordContext } from 'react-admin';
import { useT } from '@/i18n/text';
import { useIsolate } from '@/i18n/use-isolate';
import type { RequirementRecord } from '@/portals/admin/data-provider/verification-requirements-resource';
import { useRequirementText } from '@/portals/admin/components/verification/verification-labels';
import { RequirementForm } from './requirement-form';

const Title = () => {
  const record = useRecordContext<RequirementRecord>();
  const t = useT();
  const isolate = useIsolate();
  const text = useRequirementText();
  return (
    <>
      {record
        ? t('verification.admin.requirements.editTitle', { name: isolate.auto(text.name(record)) })
        : t('verification.admin.requirements.editUntitled')}
    </>
  );
};

/** Pessimistic: the API may refuse (a name the business type already requires), and the form keeps the edits. */
export default function RequirementEdit() {
  return (
    <Edit title={<Title />} mutationMode="pessimistic" redirect="list">
      <RequirementForm editing />
    </Edit>
  );
}
