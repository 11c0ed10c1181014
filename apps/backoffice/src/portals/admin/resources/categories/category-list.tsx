import Avatar from '@mui/material/Avatar';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import CategoryOutlined from '@mui/icons-material/CategoryOutlined';
import {
  CreateButton,
  DataTable,
  ExportButton,
  List,
  SearchInput,
  SelectInput,
  SimpleList,
  TopToolbar,
} from 'react-admin';
import { ArabicText } from '@/components/arabic-text/arabic-text-input';
import { useT } from '@/i18n/text';
import type { CategoryRecord } from '@/portals/admin/data-provider/categories-resource';
import { CategoryEnableToggle } from './category-enable-toggle';
import { useRowsExporter } from '@/components/use-rows-exporter';
import { categoryCsvRow } from './category-csv';

function useFilters() {
  const t = useT();
  return [
    <SearchInput key="q" source="q" alwaysOn placeholder={t('admin.categories.list.search')} />,
    <SelectInput
      key="IsEnable"
      source="IsEnable"
      label={t('admin.categories.list.state')}
      choices={[
        { id: true, name: t('admin.categories.state.enabled') },
        { id: false, name: t('admin.categories.state.disabled') },
      ]}
    />,
  ];
}

const Actions = () => {
  const t = useT();
  return (
    <TopToolbar>
      <CreateButton label={t('admin.categories.list.create')} />
      <ExportButton />
    </TopToolbar>
  );
};

const CategoryImage = ({ record }: { record: CategoryRecord }) => (
  <Avatar variant="rounded" src={record.ImageUrl || undefined} alt="">
    <CategoryOutlined />
  </Avatar>
);

/** An English text (the name, the description) in its own direction, also on an Arabic page. */
const EnglishText = ({ value }: { value: string }) => (
  <span dir="auto" lang="en">
    {value}
  </span>
);

export default function CategoryList() {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const t = useT();
  const exporter = useRowsExporter(categoryCsvRow);
  const filters = useFilters();
  return (
    <List
      exporter={exporter}
      filters={filters}
      actions={<Actions />}
      sort={{ field: 'CategoryName', order: 'ASC' }}
      perPage={25}
      empty={false}
    >
      {phone ? (
        <SimpleList<CategoryRecord>
          leftAvatar={(record) => <CategoryImage record={record} />}
          primaryText={(record) => <EnglishText value={record.CategoryName} />}
          tertiaryText={(record) => <ArabicText value={record.CategoryNameAr} />}
          secondaryText={(record) =>
            t(record.IsEnable ? 'admin.categories.state.enabled' : 'admin.categories.list.disabledHidden')
          }
          linkType="edit"
        />
      ) : (
        <DataTable rowClick="edit" bulkActionButtons={false}>
          <DataTable.Col<CategoryRecord>
            label={t('admin.categories.list.image')}
            disableSort
            render={(record) => <CategoryImage record={record} />}
          />
          <DataTable.Col<CategoryRecord>
            source="CategoryName"
            label={t('admin.categories.list.name')}
            render={(record) => <EnglishText value={record.CategoryName} />}
          />
          <DataTable.Col<CategoryRecord>
            source="CategoryNameAr"
            label={t('admin.categories.form.arabicName')}
            render={(record) => <ArabicText value={record.CategoryNameAr} />}
          />
          <DataTable.Col<CategoryRecord>
            source="CategoryDescription"
            label={t('admin.categories.form.description')}
            disableSort
            render={(record) => <EnglishText value={record.CategoryDescription} />}
          />
          <DataTable.Col
            source="IsEnable"
            label={t('admin.categories.list.state')}
            render={() => <CategoryEnableToggle />}
          />
        </DataTable>
      )}
    </List>
  );
}
