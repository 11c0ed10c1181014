import { yupResolver } from '@hookform/resolvers/yup';
import Alert from '@mui/material/Alert';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { SaveButton, SelectInput, SimpleForm, TextInput, Toolbar, useNotify } from 'react-admin';
import { api } from '@/api';
import { ArabicTextInput, BilingualRow } from '@/components/arabic-text/arabic-text-input';
import { keepEmptyText } from '@/components/keep-empty-text';
import { LoadingSkeleton } from '@/components/loading-skeleton';
import {
  businessFormValues,
  businessProfileFormSchema,
  updateRequestOf,
  type BusinessProfileFormValues,
} from '@/portals/provider/components/business-profile-form';
import { useForgetCurrentProvider } from '@/portals/provider/components/use-current-provider';
import type { CurrentProvider } from '@/portals/provider/data-provider/current-provider';

// The business details on the contract's provider-signup rules (same fields, same messages), saved
// with PUT /api/Provider/{id}; the profile is then read again everywhere (onboarding, banner).
// The Arabic name and description (issue 33) sit beside the English ones. The signed-in user's
// profile does not carry them, so the business is read once more (GET /api/Provider/{id}); if that
// read fails the form goes without them, and the save leaves them as they are.

export function BusinessForm({ me }: { me: CurrentProvider }) {
  const notify = useNotify();
  const forget = useForgetCurrentProvider();
  const categories = useQuery({ queryKey: ['provider-profile', 'categories'], queryFn: () => api.categories.list() });
  // Keyed by the profile's last change: a save reads the Arabic again with the rest.
  const business = useQuery({
    queryKey: ['provider-profile', 'business', me.providerId, me.business.modifiedAt],
    queryFn: () => api.providers.get(me.providerId),
    retry: 1,
  });
  const arabic = business.data ?? null;
  // One record per profile read: the form's starting values, not a new object at every render.
  const record = useMemo(() => ({ id: me.providerId, ...businessFormValues(me.business, arabic) }), [me, arabic]);

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

  if (business.isPending) return <LoadingSkeleton label="Loading business details" height={480} />;
  return (
    <SimpleForm
      record={record}
      resolver={yupResolver(businessProfileFormSchema)}
      onSubmit={save}
      toolbar={
        <Toolbar>
          <SaveButton label="Save profile" alwaysEnable />
        </Toolbar>
      }
      sx={{ maxWidth: 880 }}
    >
      {business.error ? (
        <Alert severity="warning" sx={{ mb: 2 }}>
          The Arabic name and description could not be read ({business.error.message}). Saving now keeps them as they
          are; reload the page to edit them.
        </Alert>
      ) : null}
      <BilingualRow>
        <TextInput source="businessName" label="Business name" fullWidth />
        {arabic ? <ArabicTextInput source="businessNameAr" label="Arabic business name" /> : null}
      </BilingualRow>
      <SelectInput
        source="businessCategoryId"
        label="Category"
        choices={categories.data ?? []}
        optionValue="CategoryId"
        optionText="CategoryName"
        isPending={categories.isPending}
        fullWidth
      />
      <BilingualRow>
        <TextInput
          source="businessDescription"
          label="Description"
          multiline
          minRows={3}
          fullWidth
          parse={keepEmptyText}
        />
        {arabic ? (
          <ArabicTextInput source="businessDescriptionAr" label="Arabic description" multiline minRows={3} />
        ) : null}
      </BilingualRow>
      <TextInput source="contactName" label="Contact name" fullWidth parse={keepEmptyText} />
      <TextInput source="businessAddress" label="Address" fullWidth parse={keepEmptyText} />
      <TextInput source="primaryLocation" label="Location (area customers search by)" fullWidth />
      {/* Not type="url": the browser's own check would stop the submit before the contract's message shows. */}
      <TextInput source="website" label="Website" inputMode="url" fullWidth parse={keepEmptyText} />
    </SimpleForm>
  );
}
