import { MODERATION_REASON_MAX_LENGTH, requiredTextField } from '@marketplace/contract';
import { object } from 'yup';

// Why an admin hides a reported message or closes a conversation: required, kept in the audit log.
// Built from the contract's rules, so the dialogs say what the API would answer before any call.
// (Hiding from the thread asks in the design system's dialog, under the same contract limit.)

export const moderationReasonSchema = object({
  Reason: requiredTextField('Reason', MODERATION_REASON_MAX_LENGTH, 'multi'),
});
