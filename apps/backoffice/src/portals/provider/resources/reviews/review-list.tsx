import { StarRating } from '@marketplace/ui';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { DataTable, List, SimpleList } from 'react-admin';
import { DateText } from '@/components/date-text';
import { formatDate } from '@/components/dates';
import type { ReviewRecord } from '@/portals/provider/data-provider/reviews-resource';
import { ReviewSummary } from './review-summary';

// The reviews the provider received, newest first (the API's only order, so no column sorts).

const EMPTY = 'No reviews yet. Customers can review an item once you complete it.';
const stars = (record: ReviewRecord) => <StarRating value={record.Rating} size="small" />;

function ReviewRows() {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  if (phone) {
    return (
      <SimpleList<ReviewRecord>
        primaryText={(record) => record.ServiceItemName}
        // One column on a phone: stars, the comment, then who and when (a right-hand column squeezed the comment).
        secondaryText={(record) => (
          <>
            {stars(record)}
            <span style={{ display: 'block' }}>{record.Comment || 'No comment'}</span>
            <span style={{ display: 'block' }}>{`${record.ReviewerName}, ${formatDate(record.CreatedAt)}`}</span>
          </>
        )}
        linkType={false}
        empty={<p style={{ padding: 16 }}>{EMPTY}</p>}
      />
    );
  }
  return (
    <DataTable rowClick={false} bulkActionButtons={false} empty={<p style={{ padding: 16 }}>{EMPTY}</p>}>
      <DataTable.Col<ReviewRecord> source="Rating" label="Rating" disableSort render={stars} />
      <DataTable.Col<ReviewRecord>
        source="Comment"
        label="Comment"
        disableSort
        render={(record) => record.Comment || '—'}
      />
      <DataTable.Col source="ServiceItemName" label="Item" disableSort />
      <DataTable.Col source="ReviewerName" label="Customer" disableSort />
      <DataTable.Col source="CreatedAt" label="Date" disableSort>
        <DateText source="CreatedAt" />
      </DataTable.Col>
    </DataTable>
  );
}

export default function ReviewList() {
  return (
    <>
      <ReviewSummary />
      <List
        title="Reviews received"
        perPage={25}
        empty={false}
        actions={false}
        sx={{ '& .RaList-main': { minWidth: 0 } }}
      >
        <ReviewRows />
      </List>
    </>
  );
}
