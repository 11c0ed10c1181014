import { yupResolver } from '@hookform/resolvers/yup';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { SaveButton, SelectInput, SimpleForm, TextInput, Toolbar, useNotify } from 'react-admin';
import { api } from '../../api';
import {
  businessFormValues,
  businessProfileFormSchema,
  updateRequestOf,
  type BusinessProfileFormValues,
} from '../../components/provider/business-profile-form';
import { useForgetCurrentProvider } from '../../components/provider/use-current-provider';
import type { CurrentProvider } from '../../data-provider/provider/current-provider';

// The business details on the contract's provider-signup rules (same fields, same messages), saved
// with PUT /api/Provider/{id}; the profile is then read again everywhere (onboarding, banner).

export function BusinessForm({ me }: { me: CurrentProvider }) {
  const notify = useNotify();
  const forget = useForgetCurrentProvider();
  // One record per profile read: the form's starting values, not a new object at every render.
  const record = useMemo(() => ({ id: me.providerId, ...businessFormValues(me.business) }), [me]);
  const categories = useQuery({ queryKey: ['provider-profile', 'categories'], queryFn: () => api.categories.list() });

  // react-admin's SaveButton spins and stays disabled while this promise runs.
  const save = async (values: Record<string, unknown>) => {
    try {
      await api.providers.update(me.providerId, updateRequestOf(values as BusinessProfileFormValues));
      await forget();
      notify('Business profile saved.', { type: 'success' });
    } catch (error) {
      notify(error instanceof Error ? error.message : 'The business profile could not be saved.', { type: 'error' });
    }
  };

  return (
    <SimpleForm
      record={record}
      resolver={yupResolver(businessProfileFormSchema) as never}
      onSubmit={save}
      toolbar={
        <Toolbar>
          <SaveButton label="Save profile" alwaysEnable />
        </Toolbar>
      }
      sx={{ maxWidth: 720 }}
    >
      <TextInput source="businessName" label="Business name" fullWidth />
      <SelectInput
        source="businessCategoryId"
        label="Category"
        choices={categories.data ?? []}
        optionValue="CategoryId"
        optionText="CategoryName"
        isPending={categories.isPending}
        fullWidth
      />
      <TextInput source="businessDescription" label="Description" multiline minRows={3} fullWidth />
      <TextInput source="contactName" label="Contact name" fullWidth />
      <TextInput source="businessAddress" label="Address" fullWidth />
      <TextInput source="primaryLocation" label="Location (area customers search by)" fullWidth />
      {/* Not type="url": the browser's own check would stop the submit before the contract's message shows. */}
      <TextInput source="website" label="Website" inputMode="url" fullWidth />
    </SimpleForm>
  );
}
