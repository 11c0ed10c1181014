import { yupResolver } from '@hookform/resolvers/yup';
import { DESCRIPTION_MAX_LENGTH, listingFormSchema, SERVICE_ITEM_NAME_MAX_LENGTH } from '@marketplace/contract';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import {
  Labeled,
  NumberInput,
  RadioButtonGroupInput,
  ReferenceInput,
  SaveButton,
  SelectInput,
  SimpleForm,
  TextInput,
  Toolbar,
  useRecordContext,
} from 'react-admin';
import { arabicTextField } from '@/components/arabic-text/arabic-text-field';
import { ArabicTextInput, BilingualRow } from '@/components/arabic-text/arabic-text-input';
import { keepEmptyText } from '@/components/keep-empty-text';
import { useT } from '@/i18n/text';
import type { ListingRecord } from '@/portals/provider/data-provider/listings-resource';
import { ListingDeleteButton } from './listing-delete-button';
import { AvailabilityChip, isDiscontinued, useListingChoices } from './listing-labels';
import { ListingPhotosInput } from './listing-photos-input';
import { useCategoryName } from '@/components/category-name';

/**
 * The contract's listing form with the Arabic name and description (issue 33): same rules, optional.
 * Their names in the errors ("Arabic name must be at most 100 characters") are the labels on screen.
 */
function useListingFormSchema() {
  const t = useT();
  return useMemo(
    () =>
      listingFormSchema.shape({
        NameAr: arabicTextField(t('provider.listings.form.arabicName'), SERVICE_ITEM_NAME_MAX_LENGTH),
        DescriptionAr: arabicTextField(t('provider.listings.form.arabicDescription'), DESCRIPTION_MAX_LENGTH, 'multi'),
      }),
    [t],
  );
}

/** Room under a helper text, so the next field's floating label does not sit on it. */
const HELPER_ROOM = { mb: 1.5 };

/** The English texts run left to right even on an Arabic screen, and say they are English. */
const ENGLISH_HTML_INPUT = { htmlInput: { dir: 'ltr', lang: 'en' } } as const;

/** Stock exists for items only: for a service the field is not shown (and the schema sends null). */
function StockInput() {
  const t = useT();
  const type = useWatch({ name: 'Type' });
  if (type !== 'item') return null;
  return (
    <NumberInput
      source="AvailableQuantity"
      label={t('provider.listings.form.quantity')}
      min={0}
      step={1}
      helperText={t('provider.listings.form.quantityHelp')}
      sx={HELPER_ROOM}
    />
  );
}

/**
 * Available or unavailable; a discontinued listing (deleted after being ordered) shows its state
 * read-only and why, and the form sends it back unchanged.
 */
function AvailabilityInput() {
  const t = useT();
  const choices = useListingChoices();
  const record = useRecordContext<ListingRecord>();
  if (record && isDiscontinued(record)) {
    return (
      <Labeled label={t('provider.listings.form.availability')} sx={HELPER_ROOM}>
        <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
          <AvailabilityChip record={record} />
          <Typography variant="body2" color="text.secondary">
            {t('provider.listings.availability.discontinuedNote')}
          </Typography>
        </Stack>
      </Labeled>
    );
  }
  return (
    <SelectInput
      source="Availability"
      label={t('provider.listings.form.availability')}
      choices={choices.providerAvailability}
    />
  );
}

function EditToolbar() {
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      <SaveButton />
      <ListingDeleteButton toList />
    </Toolbar>
  );
}

export const LISTING_DEFAULTS = {
  Type: 'service',
  Description: '',
  NameAr: '',
  DescriptionAr: '',
  Availability: 'available',
  Location: '',
  Photos: [],
  AvailableQuantity: null,
};

/** One form for create and edit, on the contract's listing schema (its messages, its rules). */
export function ListingForm({ editing = false }: { editing?: boolean }) {
  const t = useT();
  const schema = useListingFormSchema();
  const choices = useListingChoices();
  const categoryName = useCategoryName();
  const arabicFallback = t('provider.listings.form.arabicFallback');
  return (
    <SimpleForm
      resolver={yupResolver(schema)}
      defaultValues={editing ? undefined : LISTING_DEFAULTS}
      toolbar={editing ? <EditToolbar /> : undefined}
      sx={{ maxWidth: 880 }}
    >
      <RadioButtonGroupInput source="Type" label={t('provider.listings.form.type')} choices={choices.type} row />
      <ReferenceInput source="CategoryId" reference="categories" sort={{ field: 'CategoryName', order: 'ASC' }}>
        <SelectInput label={t('provider.listings.form.category')} optionText={categoryName} fullWidth />
      </ReferenceInput>
      <BilingualRow>
        <TextInput source="Name" label={t('provider.listings.form.name')} fullWidth slotProps={ENGLISH_HTML_INPUT} />
        <ArabicTextInput source="NameAr" label={t('provider.listings.form.arabicName')} helperText={arabicFallback} />
      </BilingualRow>
      <BilingualRow>
        <TextInput
          source="Description"
          label={t('provider.listings.form.description')}
          multiline
          minRows={3}
          fullWidth
          parse={keepEmptyText}
          slotProps={ENGLISH_HTML_INPUT}
        />
        <ArabicTextInput
          source="DescriptionAr"
          label={t('provider.listings.form.arabicDescription')}
          helperText={arabicFallback}
          multiline
          minRows={3}
        />
      </BilingualRow>
      <NumberInput
        source="Price"
        label={t('provider.listings.form.price')}
        step={0.001}
        min={0}
        helperText={t('provider.listings.form.priceHelp')}
        sx={HELPER_ROOM}
      />
      <StockInput />
      <AvailabilityInput />
      <TextInput
        source="Location"
        label={t('provider.listings.form.location')}
        helperText={t('provider.listings.form.locationHelp')}
        fullWidth
        parse={keepEmptyText}
        slotProps={{ htmlInput: { dir: 'auto' } }}
      />
      <ListingPhotosInput />
    </SimpleForm>
  );
}
