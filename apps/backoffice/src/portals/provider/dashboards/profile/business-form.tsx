import { yupResolver } from '@hookform/resolvers/yup';
import Alert from '@mui/material/Alert';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { SaveButton, SelectInput, SimpleForm, TextInput, Toolbar, useNotify } from 'react-admin';
import { api } from '@/api';
import { ArabicTextInput, BilingualRow } from '@/components/arabic-text/arabic-text-input';
import { keepEmptyText } from '@/components/keep-empty-text';
import { LoadingSkeleton } from '@/components/loading-skeleton';
import { useContractText, useT } from '@/i18n/text';
import {
  businessFormValues,
  businessProfileFormSchema,
  updateRequestOf,
  type BusinessProfileFormValues,
} from '@/portals/provider/components/business-profile-form';
import { useForgetCurrentProvider } from '@/portals/provider/components/use-current-provider';
import type { CurrentProvider } from '@/portals/provider/data-provider/current-provider';
import { useCategoryName } from '@/components/category-name';

/** The English texts run left to right and say they are English, whatever the page's language. */
const ENGLISH_HTML_INPUT = { dir: 'ltr', lang: 'en' } as const;

// The business details on the contract's provider-signup rules (same fields, same messages), saved
// with PUT /api/Provider/{id}; the profile is then read again everywhere (onboarding, banner).
// The Arabic name and description (issue 33) sit beside the English ones. The signed-in user's
// profile does not carry them, so the business is read once more (GET /api/Provider/{id}); if that
// read fails the form goes without them, and the save leaves them as they are.

export function BusinessForm({ me }: { me: CurrentProvider }) {
  const t = useT();
  const ct = useContractText();
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
  // The Arabic fields' messages name them in the language on screen.
  const resolver = useMemo(() => yupResolver(businessProfileFormSchema(t)), [t]);
  const categoryName = useCategoryName();

  // react-admin's SaveButton spins and stays disabled while this promise runs.
  const save = async (values: Record<string, unknown>) => {
    try {
      await api.providers.update(me.providerId, updateRequestOf(values as BusinessProfileFormValues));
      await forget();
      notify(t('provider.profile.saved'), { type: 'success' });
    } catch (error) {
      notify(error instanceof Error ? error.message : t('provider.profile.saveFailed'), { type: 'error' });
    }
  };

  if (business.isPending) return <LoadingSkeleton label={t('provider.profile.loadingDetails')} height={480} />;
  return (
    <SimpleForm
      record={record}
      resolver={resolver}
      onSubmit={save}
      toolbar={
        <Toolbar>
          <SaveButton label={t('provider.profile.save')} alwaysEnable />
        </Toolbar>
      }
      sx={{ maxWidth: 880 }}
    >
      {business.error ? (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {t('provider.profile.arabicUnread', { error: ct(business.error.message) })}
        </Alert>
      ) : null}
      <BilingualRow>
        <TextInput
          source="businessName"
          label={t('provider.profile.form.name')}
          fullWidth
          slotProps={{ htmlInput: ENGLISH_HTML_INPUT }}
        />
        {arabic ? (
          <ArabicTextInput
            source="businessNameAr"
            label={t('provider.profile.form.arabicName')}
            helperText={t('provider.profile.form.arabicNote')}
          />
        ) : null}
      </BilingualRow>
      <SelectInput
        source="businessCategoryId"
        label={t('provider.profile.form.category')}
        choices={categories.data ?? []}
        optionValue="CategoryId"
        optionText={categoryName}
        isPending={categories.isPending}
        fullWidth
      />
      <BilingualRow>
        <TextInput
          source="businessDescription"
          label={t('provider.profile.form.description')}
          multiline
          minRows={3}
          fullWidth
          parse={keepEmptyText}
          slotProps={{ htmlInput: ENGLISH_HTML_INPUT }}
        />
        {arabic ? (
          <ArabicTextInput
            source="businessDescriptionAr"
            label={t('provider.profile.form.arabicDescription')}
            helperText={t('provider.profile.form.arabicNote')}
            multiline
            minRows={3}
          />
        ) : null}
      </BilingualRow>
      <TextInput source="contactName" label={t('provider.profile.form.contactName')} fullWidth parse={keepEmptyText} />
      <TextInput source="businessAddress" label={t('provider.profile.form.address')} fullWidth parse={keepEmptyText} />
      <TextInput source="primaryLocation" label={t('provider.profile.form.location')} fullWidth />
      {/* Not type="url": the browser's own check would stop the submit before the contract's message shows. */}
      <TextInput
        source="website"
        label={t('provider.profile.form.website')}
        inputMode="url"
        fullWidth
        parse={keepEmptyText}
        // An address reads left to right in either language.
        slotProps={{ htmlInput: { dir: 'ltr' } }}
      />
    </SimpleForm>
  );
}
