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
import type { CategoryRecord } from '@/portals/admin/data-provider/categories-resource';
import { CategoryEnableToggle } from './category-enable-toggle';

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Search categories" />,
  <SelectInput
    key="IsEnable"
    source="IsEnable"
    label="State"
    choices={[
      { id: true, name: 'Enabled' },
      { id: false, name: 'Disabled' },
    ]}
  />,
];

const Actions = () => (
  <TopToolbar>
    <CreateButton label="New category" />
    <ExportButton />
  </TopToolbar>
);

const CategoryImage = ({ record }: { record: CategoryRecord }) => (
  <Avatar variant="rounded" src={record.ImageUrl || undefined} alt="">
    <CategoryOutlined />
  </Avatar>
);

export default function CategoryList() {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <List
      filters={filters}
      actions={<Actions />}
      sort={{ field: 'CategoryName', order: 'ASC' }}
      perPage={25}
      empty={false}
    >
      {phone ? (
        <SimpleList<CategoryRecord>
          leftAvatar={(record) => <CategoryImage record={record} />}
          primaryText={(record) => record.CategoryName}
          tertiaryText={(record) => <ArabicText value={record.CategoryNameAr} />}
          secondaryText={(record) => (record.IsEnable ? 'Enabled' : 'Disabled: hidden from the storefront')}
          linkType="edit"
        />
      ) : (
        <DataTable rowClick="edit" bulkActionButtons={false}>
          <DataTable.Col<CategoryRecord>
            label="Image"
            disableSort
            render={(record) => <CategoryImage record={record} />}
          />
          <DataTable.Col source="CategoryName" label="Name" />
          <DataTable.Col<CategoryRecord>
            source="CategoryNameAr"
            label="Arabic name"
            render={(record) => <ArabicText value={record.CategoryNameAr} />}
          />
          <DataTable.Col source="CategoryDescription" label="Description" disableSort />
          <DataTable.Col source="IsEnable" label="State" render={() => <CategoryEnableToggle />} />
        </DataTable>
      )}
    </List>
  );
}
