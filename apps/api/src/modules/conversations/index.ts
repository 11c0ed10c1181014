// The conversations module's public file (issue 37): app.ts registers the module; payments opens
// an order's conversations when it confirms the payment.
export { conversationsModule } from './conversations.module';
export { openConversations } from './conversations.repository';
