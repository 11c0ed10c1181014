import { yupResolver } from '@hookform/resolvers/yup';
import { DESCRIPTION_MAX_LENGTH, listingFormSchema, SERVICE_ITEM_NAME_MAX_LENGTH } from '@marketplace/contract';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
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
import type { ListingRecord } from '@/portals/provider/data-provider/listings-resource';
import { ListingDeleteButton } from './listing-delete-button';
import {
  AvailabilityChip,
  DISCONTINUED_NOTE,
  isDiscontinued,
  PROVIDER_AVAILABILITY_CHOICES,
  TYPE_CHOICES,
} from './listing-labels';
import { ListingPhotosInput } from './listing-photos-input';

/** The contract's listing form with the Arabic name and description (issue 33): same rules, optional. */
const listingFormWithArabicSchema = listingFormSchema.shape({
  NameAr: arabicTextField('Arabic name', SERVICE_ITEM_NAME_MAX_LENGTH),
  DescriptionAr: arabicTextField('Arabic description', DESCRIPTION_MAX_LENGTH, 'multi'),
});

/** Room under a helper text, so the next field's floating label does not sit on it. */
const HELPER_ROOM = { mb: 1.5 };

/** Stock exists for items only: for a service the field is not shown (and the schema sends null). */
function StockInput() {
  const type = useWatch({ name: 'Type' });
  if (type !== 'item') return null;
  return (
    <NumberInput
      source="AvailableQuantity"
      label="Available quantity"
      min={0}
      step={1}
      helperText="How many you have in stock (0 when sold out)."
      sx={HELPER_ROOM}
    />
  );
}

/**
 * Available or unavailable; a discontinued listing (deleted after being ordered) shows its state
 * read-only and why, and the form sends it back unchanged.
 */
function AvailabilityInput() {
  const record = useRecordContext<ListingRecord>();
  if (record && isDiscontinued(record)) {
    return (
      <Labeled label="Availability" sx={HELPER_ROOM}>
        <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
          <AvailabilityChip record={record} />
          <Typography variant="body2" color="text.secondary">
            {DISCONTINUED_NOTE}
          </Typography>
        </Stack>
      </Labeled>
    );
  }
  return <SelectInput source="Availability" label="Availability" choices={PROVIDER_AVAILABILITY_CHOICES} />;
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
  return (
    <SimpleForm
      resolver={yupResolver(listingFormWithArabicSchema)}
      defaultValues={editing ? undefined : LISTING_DEFAULTS}
      toolbar={editing ? <EditToolbar /> : undefined}
      sx={{ maxWidth: 880 }}
    >
      <RadioButtonGroupInput source="Type" label="Type" choices={TYPE_CHOICES} row />
      <ReferenceInput source="CategoryId" reference="categories" sort={{ field: 'CategoryName', order: 'ASC' }}>
        <SelectInput label="Category" optionText="CategoryName" fullWidth />
      </ReferenceInput>
      <BilingualRow>
        <TextInput source="Name" label="Name" fullWidth />
        <ArabicTextInput source="NameAr" label="Arabic name" />
      </BilingualRow>
      <BilingualRow>
        <TextInput source="Description" label="Description" multiline minRows={3} fullWidth parse={keepEmptyText} />
        <ArabicTextInput source="DescriptionAr" label="Arabic description" multiline minRows={3} />
      </BilingualRow>
      <NumberInput
        source="Price"
        label="Price (BHD)"
        step={0.001}
        min={0}
        helperText="Reference price in Bahraini dinars, up to 3 decimals (fils)."
        sx={HELPER_ROOM}
      />
      <StockInput />
      <AvailabilityInput />
      <TextInput
        source="Location"
        label="Location"
        helperText="Where the service is offered or the item is."
        fullWidth
        parse={keepEmptyText}
      />
      <ListingPhotosInput />
    </SimpleForm>
  );
}
