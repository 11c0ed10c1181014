import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlineOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { ListBase, RecordContextProvider, useListContext, type RaRecord, type SortPayload } from 'react-admin';
import { Link as RouterLink } from 'react-router';
import { useListLink } from '@/components/list-links';
import { useLocale, useT } from '@/i18n/text';
import { InboxRowCheckbox } from './inbox-row-checkbox';

/** How many waiting records each section shows; "See all" opens the list behind it. */
export const INBOX_PAGE_SIZE = 10;

export interface InboxSectionProps<T extends RaRecord = RaRecord> {
  readonly resource: string;
  readonly filter: Record<string, unknown>;
  readonly sort?: SortPayload;
  readonly title: string;
  /** Shown when nothing waits, e.g. "No provider is waiting for approval." */
  readonly emptyText: string;
  /** What a row's checkbox calls the record ("Select Gulf Cleaning"); rows are selectable with bulk actions. */
  readonly rowName?: (record: T) => string;
  /** Buttons acting on the selected rows (react-admin's list context holds the selection). */
  readonly bulkActions?: ReactNode;
  /** One waiting record, with its actions; rendered inside the record's context. */
  readonly children: (record: T) => ReactNode;
}

/**
 * One queue of the inbox: the first INBOX_PAGE_SIZE waiting records of a resource through
 * react-admin's ListBase (so the data provider, its error texts and the live refresh of the menu
 * badges apply), with their count, a link to the full filtered list, and a bulk-action bar when
 * rows are selected. Selection is kept apart from the resource's own list page (storeKey).
 */
export function InboxSection<T extends RaRecord>({ resource, filter, sort, ...section }: InboxSectionProps<T>) {
  return (
    <ListBase
      resource={resource}
      filter={filter}
      sort={sort}
      perPage={INBOX_PAGE_SIZE}
      storeKey={`inbox.${resource}`}
      disableSyncWithLocation
    >
      <SectionBody resource={resource} filter={filter} {...section} />
    </ListBase>
  );
}

function SectionBody<T extends RaRecord>({
  resource,
  filter,
  title,
  emptyText,
  rowName,
  bulkActions,
  children,
}: Omit<InboxSectionProps<T>, 'sort'>) {
  const { data, total, isPending, error, selectedIds, onUnselectItems } = useListContext<T>();
  const headingId = useId();
  const listLink = useListLink();
  const t = useT();
  const locale = useLocale();
  const count = total ?? 0;
  // "Loading providers waiting for approval": the title inside a sentence.
  const named = title.toLocaleLowerCase(locale);
  return (
    <Card component="section" aria-labelledby={headingId} variant="outlined">
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ px: 2, py: 1.5, alignItems: 'center', flexWrap: 'wrap', justifyContent: 'space-between' }}
      >
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Typography variant="h6" component="h2" id={headingId}>
            {title}
          </Typography>
          {count > 0 && (
            <Chip size="small" color="warning" label={count} aria-label={t('admin.inbox.section.waiting', { count })} />
          )}
        </Stack>
        {count > 0 ? (
          <Link component={RouterLink} to={listLink(resource, filter)}>
            {count > INBOX_PAGE_SIZE ? t('admin.inbox.section.seeAll', { count }) : t('admin.inbox.section.openList')}
          </Link>
        ) : null}
      </Stack>
      {isPending ? <LinearProgress aria-label={t('admin.inbox.section.loading', { title: named })} /> : <Divider />}
      {selectedIds.length > 0 && bulkActions ? (
        <Stack
          direction="row"
          spacing={1}
          useFlexGap
          role="toolbar"
          aria-label={t('admin.inbox.section.selectionActions', { title: named })}
          sx={{ px: 2, py: 1, bgcolor: 'action.selected', alignItems: 'center', flexWrap: 'wrap' }}
        >
          <Typography variant="body2" sx={{ marginInlineEnd: 'auto' }}>
            {t('admin.inbox.section.selected', { count: selectedIds.length })}
          </Typography>
          {bulkActions}
          <Link component="button" type="button" variant="body2" onClick={() => onUnselectItems()}>
            {t('admin.inbox.section.clearSelection')}
          </Link>
        </Stack>
      ) : null}
      {error ? (
        <Alert severity="error" sx={{ m: 2 }}>
          {error.message}
        </Alert>
      ) : null}
      {!isPending && !error && data?.length === 0 ? (
        <Stack direction="row" spacing={1} sx={{ px: 2, py: 3, alignItems: 'center', color: 'text.secondary' }}>
          <CheckCircleOutline color="success" aria-hidden />
          <Typography>{emptyText}</Typography>
        </Stack>
      ) : null}
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {data?.map((record) => (
          <Box
            component="li"
            key={record.id}
            sx={{ display: 'flex', gap: 1, px: 2, py: 1.5, borderTop: 1, borderColor: 'divider', minWidth: 0 }}
          >
            <RecordContextProvider value={record}>
              {rowName ? <InboxRowCheckbox id={record.id} name={rowName(record)} /> : null}
              <Box sx={{ flex: 1, minWidth: 0 }}>{children(record)}</Box>
            </RecordContextProvider>
          </Box>
        ))}
      </Box>
    </Card>
  );
}
