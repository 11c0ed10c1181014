import { BUSINESS_TYPES, type BusinessType } from '@marketplace/contract';
import Divider from '@mui/material/Divider';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { CreateButton, DataTable, List, SimpleList, TopToolbar, useListContext } from 'react-admin';
import { ArabicText } from '@/components/arabic-text/arabic-text-input';
import { useFormat, useT, type Translate } from '@/i18n/text';
import { BUSINESS_TYPE_LABELS, useRequirementText } from '@/portals/admin/components/verification/verification-labels';
import type { RequirementRecord } from '@/portals/admin/data-provider/verification-requirements-resource';
import { RequirementActiveToggle } from './requirement-active-toggle';

// The required documents, /admin/verification-requirements (issue 38): per business type (a tab
// each), in the order providers see them, with what each asks for and whether it is asked for.

const isBusinessType = (value: unknown): value is BusinessType => BUSINESS_TYPES.some((type) => type === value);

/** One tab per business type, bound to the list's BusinessType filter. */
function BusinessTypeTabs() {
  const t = useT();
  const { filterValues, setFilters, displayedFilters } = useListContext();
  const current = isBusinessType(filterValues.BusinessType) ? filterValues.BusinessType : false;
  return (
    <>
      <Tabs
        value={current}
        onChange={(_event, type: BusinessType) =>
          setFilters({ ...filterValues, BusinessType: type }, displayedFilters, false)
        }
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label={t('verification.admin.requirements.tabs')}
        sx={{ px: 1, contain: 'inline-size' }}
      >
        {BUSINESS_TYPES.map((type) => (
          <Tab key={type} value={type} label={t(BUSINESS_TYPE_LABELS[type])} />
        ))}
      </Tabs>
      <Divider />
    </>
  );
}

/** "Number, Expiry date" or "The file only": what the business enters besides the file. */
function asks(record: RequirementRecord, t: Translate): string {
  const fields = [
    record.HasNumber && t('verification.admin.requirements.asksNumber'),
    record.HasIssueDate && t('verification.admin.requirements.asksIssueDate'),
    record.HasExpiryDate && t('verification.admin.requirements.asksExpiryDate'),
  ].filter((field): field is string => Boolean(field));
  return fields.length > 0 ? fields.join(' · ') : t('verification.admin.requirements.asksFileOnly');
}

/** Creating from a tab makes a requirement of that tab's business type. */
function Actions() {
  const t = useT();
  const { filterValues } = useListContext();
  const businessType = isBusinessType(filterValues.BusinessType) ? filterValues.BusinessType : 'company';
  return (
    <TopToolbar>
      <CreateButton label={t('verification.admin.requirements.create')} state={{ businessType }} />
    </TopToolbar>
  );
}

/** An English text in its own direction, also on an Arabic page. */
const EnglishText = ({ value }: { value: string }) => (
  <span dir="auto" lang="en">
    {value}
  </span>
);

export default function RequirementList() {
  const t = useT();
  const format = useFormat();
  const text = useRequirementText();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const empty = <Typography sx={{ p: 2 }}>{t('verification.admin.requirements.empty')}</Typography>;
  return (
    <List
      title={t('verification.admin.requirements.title')}
      actions={<Actions />}
      exporter={false}
      filterDefaultValues={{ BusinessType: 'company' }}
      sort={{ field: 'SortOrder', order: 'ASC' }}
      perPage={50}
      empty={false}
      sx={{ '& .RaList-main': { minWidth: 0 } }}
    >
      <Typography color="text.secondary" sx={{ px: 2, pt: 2, pb: 1 }}>
        {t('verification.admin.requirements.intro')}
      </Typography>
      <BusinessTypeTabs />
      {phone ? (
        <SimpleList<RequirementRecord>
          primaryText={(record) => <bdi>{text.name(record)}</bdi>}
          secondaryText={(record) => asks(record, t)}
          tertiaryText={(record) =>
            t(record.IsActive ? 'verification.admin.requirements.active' : 'verification.admin.requirements.inactive')
          }
          linkType="edit"
          empty={empty}
        />
      ) : (
        <DataTable rowClick="edit" bulkActionButtons={false} empty={empty}>
          <DataTable.Col<RequirementRecord>
            source="SortOrder"
            label={t('verification.admin.requirements.order')}
            render={(record) => format.number(record.SortOrder)}
          />
          <DataTable.Col<RequirementRecord>
            source="Name"
            label={t('verification.admin.requirements.name')}
            render={(record) => <EnglishText value={record.Name} />}
          />
          <DataTable.Col<RequirementRecord>
            source="NameAr"
            label={t('verification.admin.requirements.nameAr')}
            disableSort
            render={(record) => <ArabicText value={record.NameAr} />}
          />
          <DataTable.Col<RequirementRecord>
            label={t('verification.admin.requirements.asks')}
            disableSort
            render={(record) => asks(record, t)}
          />
          <DataTable.Col
            source="IsActive"
            label={t('verification.admin.requirements.state')}
            disableSort
            render={() => <RequirementActiveToggle />}
          />
        </DataTable>
      )}
    </List>
  );
}
