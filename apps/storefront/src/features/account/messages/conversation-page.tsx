import { isApiError } from '@marketplace/client';
import { CONVERSATION_MESSAGES, orderNumberForDetail } from '@marketplace/contract';
import { PageHeader } from '@marketplace/ui';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { AppLink } from '@/components/app-link';
import { ErrorState, LoadingState } from '@/components/query-states';
import { paths } from '@/config/paths';
import { useNotify } from '@/lib/notify';
import { usePageTitle } from '@/lib/page-title-provider';
import { useContractText, useT } from '@/lib/text';
import { useConversation } from './api/get-conversation';
import { useBusinessName } from './components/business-name';
import { ConversationPanel } from './components/conversation-panel';

/** The API answers 404 for a missing conversation and someone else's, 400 for an id that is no id. */
const NOT_FOUND_STATUSES = new Set([400, 403, 404]);

/** A dead link (an old e-mail, someone else's conversation) goes back to the list, saying why. */
function NotFoundRedirect() {
  const navigate = useNavigate();
  const notify = useNotify();
  const ct = useContractText();
  // StrictMode runs effects twice in development; one toast and one navigation are enough.
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    notify(CONVERSATION_MESSAGES.notFound, 'error');
    void navigate(paths.customerMessages.getHref(), { replace: true });
  }, [navigate, notify]);
  return <LoadingState label={ct(CONVERSATION_MESSAGES.notFound)} />;
}

/**
 * /customer-dashboard/messages/:conversationId (issue 37): one conversation with a business, the
 * way back to Messages and the order it is about. The API's e-mails link here.
 */
export function ConversationPage({ conversationId }: { conversationId: string }) {
  const t = useT();
  const ct = useContractText();
  const navigate = useNavigate();
  const businessName = useBusinessName();
  const query = useConversation(conversationId);
  const business = query.data ? businessName(query.data) : undefined;
  usePageTitle(business && `${t('shell.brand')} | ${t('messages.conversation.documentTitle', { business })}`);
  const back = {
    backLabel: t('messages.conversation.back'),
    onBack: () => void navigate(paths.customerMessages.getHref()),
  };

  if (query.isPending) return <LoadingState label={t('messages.conversation.loading')} />;
  if (query.isError) {
    if (isApiError(query.error) && NOT_FOUND_STATUSES.has(query.error.status ?? 0)) return <NotFoundRedirect />;
    return (
      <>
        <PageHeader title={t('messages.page.title')} {...back} />
        <ErrorState
          message={t('messages.conversation.loadError', { error: ct(query.error.message) })}
          onRetry={() => void query.refetch()}
        />
      </>
    );
  }
  const conversation = query.data;
  return (
    <>
      <PageHeader
        {...back}
        title={<bdi>{business}</bdi>}
        subtitle={
          <Link component={AppLink} to={paths.customerOrder.getHref(conversation.OrderId)}>
            {t('messages.conversation.viewOrder', { number: orderNumberForDetail(conversation.OrderId) })}
          </Link>
        }
        actions={conversation.Status === 'closed' && <Chip variant="outlined" label={t('messages.list.closed')} />}
      />
      <Card>
        <CardContent>
          <ConversationPanel conversation={conversation} />
        </CardContent>
      </Card>
    </>
  );
}
