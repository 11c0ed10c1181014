import { DEFAULT_FALLBACKS } from '@marketplace/contract';
import { EmptyState } from '@marketplace/ui';
import NotificationsNone from '@mui/icons-material/NotificationsNone';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { Fragment } from 'react';
import { Link as RouterLink } from 'react-router';
import { ErrorState, LoadingState } from '@/components/query-states';
import { paths } from '@/config/paths';
import { useContractText, useT } from '@/lib/text';
import { useNotifications } from '../api/get-notifications';
import { useMarkRead } from '../api/mark-read';
import { NotificationItem } from './notification-item';

/** The /notifications list: loading, error with Retry, empty, or the items with 'Load more'. */
export function NotificationList() {
  const t = useT();
  const ct = useContractText();
  const query = useNotifications();
  const markRead = useMarkRead();

  if (query.isPending) {
    return <LoadingState label={t('notifications.list.loading')} />;
  }
  // A failed 'Load more' keeps the pages already shown; only a first load without data ends here.
  if (query.data === undefined) {
    return (
      <ErrorState
        message={t('notifications.list.loadError', { error: ct(query.error?.message ?? DEFAULT_FALLBACKS.unknown) })}
        onRetry={() => void query.refetch()}
      />
    );
  }
  const items = query.data.pages.flatMap((page) => page.Items);
  if (items.length === 0) {
    return (
      <EmptyState
        icon={<NotificationsNone />}
        title={t('notifications.list.emptyTitle')}
        description={t('notifications.list.emptyDescription')}
        action={
          <Button component={RouterLink} to={paths.services.getHref()} variant="outlined">
            {t('notifications.list.browse')}
          </Button>
        }
      />
    );
  }
  return (
    <Stack spacing={2}>
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        <Box
          component="ul"
          aria-label={t('notifications.list.label')}
          sx={{ listStyle: 'none', margin: 0, padding: 0 }}
        >
          {items.map((notification, index) => (
            <Fragment key={notification.NotificationId}>
              {index > 0 && <Divider component="li" aria-hidden />}
              <NotificationItem
                notification={notification}
                onMarkRead={(id) => markRead.mutate(id)}
                marking={markRead.isPending && markRead.variables === notification.NotificationId}
              />
            </Fragment>
          ))}
        </Box>
      </Paper>
      {query.isFetchNextPageError && (
        <ErrorState
          message={query.error ? ct(query.error.message) : t('notifications.list.loadMoreError')}
          onRetry={() => void query.fetchNextPage()}
        />
      )}
      {query.hasNextPage && !query.isFetchNextPageError && (
        <Button
          variant="outlined"
          onClick={() => void query.fetchNextPage()}
          disabled={query.isFetchingNextPage}
          sx={{ alignSelf: 'center' }}
        >
          {query.isFetchingNextPage ? t('notifications.list.loadingMore') : t('notifications.list.loadMore')}
        </Button>
      )}
    </Stack>
  );
}
