import { orderNumberForDetail, type ConversationSummary } from '@marketplace/contract';
import { formatDateTime, useLocale } from '@marketplace/i18n';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import ListItemButton from '@mui/material/ListItemButton';
import Typography from '@mui/material/Typography';
import { AppLink } from '@/components/app-link';
import { paths } from '@/config/paths';
import { useT } from '@/lib/text';
import { useBusinessName } from './business-name';

/**
 * One conversation in the Messages list: the business, when it last moved, the newest message's
 * first words and the order it is about. Unread ones say so in words (a chip read with the link),
 * not by weight alone.
 */
export function ConversationListItem({ conversation }: { conversation: ConversationSummary }) {
  const t = useT();
  const locale = useLocale();
  const businessName = useBusinessName();
  const unread = conversation.UnreadCount > 0;
  return (
    <Box component="li">
      <ListItemButton
        component={AppLink}
        to={paths.customerConversation.getHref(conversation.ConversationId)}
        sx={{ alignItems: 'flex-start', gap: 1.5, paddingBlock: 1.5 }}
      >
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1, alignItems: 'baseline' }}>
            <Typography
              component="span"
              dir="auto"
              sx={{ fontWeight: unread ? 700 : 500, flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}
            >
              {businessName(conversation)}
            </Typography>
            <Typography component="span" variant="caption" sx={{ color: 'text.secondary' }}>
              <time dateTime={conversation.LastActivityAt}>{formatDateTime(conversation.LastActivityAt, locale)}</time>
            </Typography>
          </Box>
          <Typography
            variant="body2"
            dir="auto"
            sx={{
              color: unread ? 'text.primary' : 'text.secondary',
              overflow: 'hidden',
              textOverflow: 'ellipsis',
              whiteSpace: 'nowrap',
            }}
          >
            {conversation.LastMessagePreview ||
              t(conversation.LastMessageHidden ? 'messages.list.hiddenPreview' : 'messages.list.noMessages')}
          </Typography>
          {/* The order and the states below the words, so a phone's narrow row keeps the name whole. */}
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, marginBlockStart: 0.5 }}>
            <Typography variant="caption" sx={{ color: 'text.secondary' }}>
              {t('messages.list.order', { number: orderNumberForDetail(conversation.OrderId) })}
            </Typography>
            {unread && (
              <Chip
                size="small"
                color="primary"
                label={t('messages.list.unread', { count: conversation.UnreadCount })}
              />
            )}
            {conversation.Status === 'closed' && (
              <Chip size="small" variant="outlined" label={t('messages.list.closed')} />
            )}
          </Box>
        </Box>
      </ListItemButton>
    </Box>
  );
}
