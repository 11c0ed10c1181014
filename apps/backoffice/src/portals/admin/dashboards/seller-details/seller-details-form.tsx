import { yupResolver } from '@hookform/resolvers/yup';
import type { SellerDetails } from '@marketplace/contract';
import { useMemo } from 'react';
import { SaveButton, SimpleForm, TextInput, Toolbar, useNotify } from 'react-admin';
import { api } from '@/api';
import { BilingualRow } from '@/components/arabic-text/arabic-text-input';
import { keepEmptyText } from '@/components/keep-empty-text';
import { useContractText, useT } from '@/i18n/text';
import {
  sellerDetailsFormValues,
  sellerDetailsRequest,
  sellerDetailsSchema,
  serverFieldErrors,
  type SellerDetailsFormValues,
} from './seller-details-schema';

/**
 * Every field is required: the label's asterisk is for the eye, aria-required for screen readers.
 * An emptied input stays '' (react-admin would make it null, which the schema reads as no string).
 */
const TEXT = { isRequired: true, fullWidth: true, parse: keepEmptyText } as const;
const REQUIRED = { 'aria-required': true } as const;
/** Each text runs in its language's direction and says its language, whatever the page's. */
const ENGLISH_INPUT = { htmlInput: { ...REQUIRED, dir: 'ltr', lang: 'en' } } as const;
const ARABIC_INPUT = { htmlInput: { ...REQUIRED, dir: 'rtl', lang: 'ar' } } as const;
/** Registration numbers read left to right in either language; no spell checking of digits. */
const NUMBER_INPUT = { htmlInput: { ...REQUIRED, dir: 'ltr', spellCheck: false, inputMode: 'numeric' } } as const;

export interface SellerDetailsFormProps {
  readonly details: SellerDetails;
  /** The details as the API saved them (IsComplete and ModifiedAt with them). */
  onSaved(saved: SellerDetails): void;
}

/**
 * The seller details side by side in English and Arabic, saved with PUT /api/Admin/seller-details
 * (audited). What the API refuses shows under the field it is about.
 */
export function SellerDetailsForm({ details, onSaved }: SellerDetailsFormProps) {
  const t = useT();
  const contractText = useContractText();
  const notify = useNotify();
  // The fields' names in the messages follow the language on screen.
  const resolver = useMemo(() => yupResolver(sellerDetailsSchema(t)), [t]);
  const record = useMemo(() => ({ id: 'seller-details', ...sellerDetailsFormValues(details) }), [details]);

  // react-admin's SaveButton spins while this runs; field errors it returns go under their inputs.
  const save = async (values: Record<string, unknown>) => {
    try {
      const saved = await api.taxDocuments.setSellerDetails(sellerDetailsRequest(values as SellerDetailsFormValues));
      notify(t('admin.seller.saved'), { type: 'success' });
      onSaved(saved);
      return undefined;
    } catch (error) {
      const fields = serverFieldErrors(error);
      notify(fields ? t('admin.seller.refused') : contractText((error as Error).message), { type: 'error' });
      return fields ?? undefined;
    }
  };

  return (
    <SimpleForm
      record={record}
      resolver={resolver}
      onSubmit={save}
      aria-label={t('admin.seller.form.label')}
      toolbar={
        <Toolbar>
          <SaveButton alwaysEnable />
        </Toolbar>
      }
    >
      <BilingualRow>
        <TextInput source="LegalName" label={t('admin.seller.form.legalName')} {...TEXT} slotProps={ENGLISH_INPUT} />
        <TextInput source="LegalNameAr" label={t('admin.seller.form.legalNameAr')} {...TEXT} slotProps={ARABIC_INPUT} />
      </BilingualRow>
      <BilingualRow>
        <TextInput
          source="Address"
          label={t('admin.seller.form.address')}
          {...TEXT}
          multiline
          minRows={2}
          slotProps={ENGLISH_INPUT}
        />
        <TextInput
          source="AddressAr"
          label={t('admin.seller.form.addressAr')}
          {...TEXT}
          multiline
          minRows={2}
          slotProps={ARABIC_INPUT}
        />
      </BilingualRow>
      <BilingualRow>
        <TextInput
          source="VatNumber"
          label={t('admin.seller.form.vatNumber')}
          helperText={t('admin.seller.form.vatNumberHelp')}
          {...TEXT}
          autoComplete="off"
          slotProps={NUMBER_INPUT}
        />
        <TextInput
          source="CrNumber"
          label={t('admin.seller.form.crNumber')}
          helperText={t('admin.seller.form.crNumberHelp')}
          {...TEXT}
          autoComplete="off"
          slotProps={NUMBER_INPUT}
        />
      </BilingualRow>
    </SimpleForm>
  );
}
