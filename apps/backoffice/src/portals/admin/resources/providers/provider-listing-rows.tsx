import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { MoneyText } from '@marketplace/ui';
import { storefrontListingPath } from '@/config/paths';
import { useT, type Translate } from '@/i18n/text';
import type { ServiceItemRecord } from '@/portals/admin/data-provider/service-items-resource';
import type { ListingVisibility } from './listing-visibility';
import { useCategoryName } from '@/components/category-name';

// The rows of ProviderListings: a table from the small breakpoint, cards on phones. A listing the
// public sees links to its storefront page (another app: a plain link, a full page load); a hidden
// one has no public page to open.

export interface ListingRow {
  item: ServiceItemRecord;
  visibility: ListingVisibility;
}

const typeText = (t: Translate, item: ServiceItemRecord) =>
  item.Type === 'service' ? t('admin.providers.listings.service') : t('admin.providers.listings.item');
/** Services have no stock (booked, not shipped); items count what is left. */
const stockText = (item: ServiceItemRecord) => (item.AvailableQuantity === null ? '—' : String(item.AvailableQuantity));

/** Figures and prices sit at the end of their column (the left in Arabic). */
const END = { textAlign: 'end' } as const;

function Name({ row }: { row: ListingRow }) {
  if (!row.visibility.visible) return <bdi>{row.item.Name}</bdi>;
  return (
    <Link href={storefrontListingPath(row.item.ServiceItemId)} dir="auto">
      {row.item.Name}
    </Link>
  );
}

function State({ visibility }: { visibility: ListingVisibility }) {
  const t = useT();
  return (
    <Typography variant="body2" sx={{ color: visibility.visible ? 'text.primary' : 'text.secondary' }}>
      {t(visibility.label)}
    </Typography>
  );
}

export function ListingTable({ rows }: { rows: readonly ListingRow[] }) {
  const t = useT();
  const categoryName = useCategoryName();
  return (
    <Table size="small" aria-label={t('admin.providers.listings.title')}>
      <TableHead>
        <TableRow>
          <TableCell>{t('admin.providers.listings.name')}</TableCell>
          <TableCell>{t('admin.providers.listings.type')}</TableCell>
          <TableCell>{t('admin.providers.listings.category')}</TableCell>
          <TableCell sx={END}>{t('admin.providers.listings.price')}</TableCell>
          <TableCell sx={END}>{t('admin.providers.listings.stock')}</TableCell>
          <TableCell>{t('admin.providers.listings.state')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.item.id}>
            <TableCell>
              <Name row={row} />
            </TableCell>
            <TableCell>{typeText(t, row.item)}</TableCell>
            <TableCell dir="auto">{categoryName(row.item)}</TableCell>
            <TableCell sx={END}>
              <MoneyText amount={row.item.Price} variant="body2" />
            </TableCell>
            <TableCell sx={END}>{stockText(row.item)}</TableCell>
            <TableCell>
              <State visibility={row.visibility} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

export function ListingCards({ rows }: { rows: readonly ListingRow[] }) {
  const t = useT();
  const categoryName = useCategoryName();
  return (
    <Stack
      component="ul"
      spacing={1}
      sx={{ listStyle: 'none', p: 0, m: 0 }}
      aria-label={t('admin.providers.listings.title')}
    >
      {rows.map((row) => (
        <Card component="li" variant="outlined" key={row.item.id}>
          <CardContent sx={{ display: 'grid', gap: 0.5 }}>
            <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1 }}>
              <Typography variant="subtitle2" component="span" sx={{ overflowWrap: 'anywhere' }}>
                <Name row={row} />
              </Typography>
              <MoneyText amount={row.item.Price} variant="subtitle2" />
            </Stack>
            <Typography variant="body2">
              {typeText(t, row.item)} · <bdi>{categoryName(row.item)}</bdi>
              {row.item.AvailableQuantity === null
                ? ''
                : ` · ${t('admin.providers.listings.inStock', { count: row.item.AvailableQuantity })}`}
            </Typography>
            <State visibility={row.visibility} />
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}
