import ForumOutlined from '@mui/icons-material/ForumOutlined';
import { createElement, lazy } from 'react';
import { Route } from 'react-router';
import type { MessageId } from '@/i18n/text';

// Messages (providers, issue 37): the business's conversations with its customers about their
// paid requests, newest first, each opening on its thread. Not records of the data provider: the
// pages read them through the typed client (src/components/conversations), a page by cursor.

const ConversationShow = lazy(() => import('./provider-conversation-show'));

export const providerConversations = {
  list: lazy(() => import('./provider-conversation-list')),
  icon: ForumOutlined,
  options: { label: 'conversations.resource' satisfies MessageId },
  // `messages/{id}`, the address the API's e-mails link to (contract CONVERSATION_PATHS), rather
  // than react-admin's `messages/{id}/show`: a route of the resource's own.
  children: createElement(Route, { path: ':id', element: createElement(ConversationShow) }),
};
