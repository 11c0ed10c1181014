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
import type { ServiceItemRecord } from '@/portals/admin/data-provider/service-items-resource';
import type { ListingVisibility } from './listing-visibility';

// The rows of ProviderListings: a table from the small breakpoint, cards on phones. A listing the
// public sees links to its storefront page (another app: a plain link, a full page load); a hidden
// one has no public page to open.

export interface ListingRow {
  item: ServiceItemRecord;
  visibility: ListingVisibility;
}

const typeText = (item: ServiceItemRecord) => (item.Type === 'service' ? 'Service' : 'Item');
/** Services have no stock (booked, not shipped); items count what is left. */
const stockText = (item: ServiceItemRecord) => (item.AvailableQuantity === null ? '—' : String(item.AvailableQuantity));

function Name({ row }: { row: ListingRow }) {
  if (!row.visibility.visible) return <>{row.item.Name}</>;
  return <Link href={storefrontListingPath(row.item.ServiceItemId)}>{row.item.Name}</Link>;
}

function State({ visibility }: { visibility: ListingVisibility }) {
  return (
    <Typography variant="body2" sx={{ color: visibility.visible ? 'text.primary' : 'text.secondary' }}>
      {visibility.label}
    </Typography>
  );
}

export function ListingTable({ rows }: { rows: readonly ListingRow[] }) {
  return (
    <Table size="small" aria-label="Listings">
      <TableHead>
        <TableRow>
          <TableCell>Name</TableCell>
          <TableCell>Type</TableCell>
          <TableCell>Category</TableCell>
          <TableCell align="right">Price</TableCell>
          <TableCell align="right">Stock</TableCell>
          <TableCell>State</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.item.id}>
            <TableCell>
              <Name row={row} />
            </TableCell>
            <TableCell>{typeText(row.item)}</TableCell>
            <TableCell>{row.item.CategoryName}</TableCell>
            <TableCell align="right">
              <MoneyText amount={row.item.Price} variant="body2" />
            </TableCell>
            <TableCell align="right">{stockText(row.item)}</TableCell>
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
  return (
    <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label="Listings">
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
              {typeText(row.item)} · {row.item.CategoryName}
              {row.item.AvailableQuantity === null ? '' : ` · ${row.item.AvailableQuantity} in stock`}
            </Typography>
            <State visibility={row.visibility} />
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}
