import ForumOutlined from '@mui/icons-material/ForumOutlined';
import { createElement, lazy } from 'react';
import { Route } from 'react-router';
import type { MessageId } from '@/i18n/text';

// Messages (admins, issue 37): every conversation between customers and businesses, newest
// first; each opens on its thread, read only until the admin joins, with Close and Hide. The
// same pages as the provider's (src/components/conversations), naming the business too.

const ConversationShow = lazy(() => import('./admin-conversation-show'));

export const conversations = {
  list: lazy(() => import('./admin-conversation-list')),
  icon: ForumOutlined,
  options: { label: 'conversations.resource' satisfies MessageId },
  // `messages/{id}`, the address the API's e-mails link to (contract CONVERSATION_PATHS), rather
  // than react-admin's `messages/{id}/show`: a route of the resource's own.
  children: createElement(Route, { path: ':id', element: createElement(ConversationShow) }),
};
