import { StarRating } from '@marketplace/ui';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { DataTable, List, SimpleList } from 'react-admin';
import { DateText } from '@/components/date-text';
import { useFormat, useLocale, useT } from '@/i18n/text';
import type { ReviewRecord } from '@/portals/provider/data-provider/reviews-resource';
import { ReviewSummary } from './review-summary';

// The reviews the provider received, newest first (the API's only order, so no column sorts).

const stars = (record: ReviewRecord) => <StarRating value={record.Rating} size="small" />;

function ReviewRows() {
  const t = useT();
  const format = useFormat();
  const locale = useLocale();
  // A name in its own direction inside Arabic text (FSI … PDI).
  const isolate = (text: string) => (locale === 'ar' ? `\u2068${text}\u2069` : text);
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const empty = <p style={{ padding: 16 }}>{t('provider.reviews.list.empty')}</p>;
  if (phone) {
    return (
      <SimpleList<ReviewRecord>
        primaryText={(record) => <span dir="auto">{record.ServiceItemName}</span>}
        // One column on a phone: stars, the comment, then who and when (a right-hand column squeezed the comment).
        secondaryText={(record) => (
          <>
            {stars(record)}
            {record.Comment ? (
              <span style={{ display: 'block' }} dir="auto">
                {record.Comment}
              </span>
            ) : (
              <span style={{ display: 'block' }}>{t('provider.reviews.list.noComment')}</span>
            )}
            <span style={{ display: 'block' }}>
              {t('provider.reviews.list.byline', {
                name: isolate(record.ReviewerName),
                date: format.date(record.CreatedAt),
              })}
            </span>
          </>
        )}
        linkType={false}
        empty={empty}
      />
    );
  }
  return (
    <DataTable rowClick={false} bulkActionButtons={false} empty={empty}>
      <DataTable.Col<ReviewRecord>
        source="Rating"
        label={t('provider.reviews.list.rating')}
        disableSort
        render={stars}
      />
      <DataTable.Col<ReviewRecord>
        source="Comment"
        label={t('provider.reviews.list.comment')}
        disableSort
        render={(record) => (record.Comment ? <span dir="auto">{record.Comment}</span> : '—')}
      />
      <DataTable.Col<ReviewRecord>
        source="ServiceItemName"
        label={t('provider.reviews.list.item')}
        disableSort
        render={(record) => <span dir="auto">{record.ServiceItemName}</span>}
      />
      <DataTable.Col<ReviewRecord>
        source="ReviewerName"
        label={t('provider.reviews.list.customer')}
        disableSort
        render={(record) => <span dir="auto">{record.ReviewerName}</span>}
      />
      <DataTable.Col source="CreatedAt" label={t('provider.reviews.list.date')} disableSort>
        <DateText source="CreatedAt" />
      </DataTable.Col>
    </DataTable>
  );
}

export default function ReviewList() {
  const t = useT();
  return (
    <>
      <ReviewSummary />
      <List
        title={t('provider.reviews.list.title')}
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
