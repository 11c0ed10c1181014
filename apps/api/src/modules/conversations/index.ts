// The conversations module's public file (issue 37): payments opens an order's conversations when
// it confirms the payment; the routes, the stream and the mails come with the rest of the issue.
export { openConversations } from './conversations.repository';
