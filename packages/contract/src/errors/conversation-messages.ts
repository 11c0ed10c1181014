// Texts the API sends about conversations between customers and providers (issue 37; our wording:
// the spec has no messaging).

export const CONVERSATION_MESSAGES = {
  notFound: 'This conversation does not exist.',
  messageNotFound: 'This message does not exist.',
  attachmentNotFound: 'This attachment does not exist.',
  empty: 'Write a message or attach a file.',
  attachmentUsed: 'This attachment was already sent. Attach the file again.',
  attachmentType: 'Attach an image (JPEG, PNG or WebP) or a PDF.',
  attachmentTooLarge: 'The file is too large. Attach a file of at most 10 MB.',
  closed: 'This conversation was closed by the marketplace. It can be read but not answered.',
  customerRemoved: 'The customer’s account was removed. This conversation can be read but not answered.',
  providerInactive:
    'This business is no longer active on the marketplace. The conversation can be read but not answered.',
  joinFirst: 'Join the conversation before writing in it.',
  alreadyJoined: 'You have already joined this conversation.',
  alreadyReported: 'You have already reported this message.',
  cannotReportOwn: 'You cannot report your own message.',
  noteNotReportable: 'Only people’s messages can be reported.',
  adminsHide: 'Admins hide a message instead of reporting it.',
  alreadyHidden: 'This message is already hidden.',
  alreadyClosed: 'This conversation is already closed.',
  reportNotFound: 'This report does not exist.',
  reportHandled: 'This report was already handled.',
  reportDismissed: 'Report dismissed. The message stays in the conversation.',
  linkExpired: 'This link has expired. Open the conversation again to see the file.',
  cursorInvalid: 'This page marker is not valid. Start again from the newest messages.',
} as const;

/** The marketplace's own lines in a conversation, by the note's code (stored as the note's body). */
export const CONVERSATION_NOTES = {
  'admin-joined': 'A marketplace admin joined the conversation.',
  closed: 'The marketplace closed this conversation.',
} as const;
export type ConversationNoteCode = keyof typeof CONVERSATION_NOTES;

/** What everyone sees in place of a message an admin hid. */
export const HIDDEN_MESSAGE_TEXT = 'This message was hidden by the marketplace.';

/** Every 429 of the API: the global limiter's, and one account's message limit (issue 37). */
export const tooManyRequests = (seconds: number) => `Too many requests. Please wait ${seconds} seconds and try again.`;
