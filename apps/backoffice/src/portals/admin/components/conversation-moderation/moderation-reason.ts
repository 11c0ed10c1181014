import { MODERATION_REASON_MAX_LENGTH, requiredMessage, requiredTextField } from '@marketplace/contract';
import { object, string, type InferType } from 'yup';

// Why an admin hides a message or closes a conversation: required, kept in the audit log. Built
// from the contract's rules, so the dialogs say what the API would answer before any call.

const reasonField = () => requiredTextField('Reason', MODERATION_REASON_MAX_LENGTH, 'multi');

export const moderationReasonSchema = object({ Reason: reasonField() });

/** Hiding: which message, and why. */
export const hideMessageFormSchema = object({
  MessageId: string().required(requiredMessage('Message')),
  Reason: reasonField(),
});
export type HideMessageFormValues = InferType<typeof hideMessageFormSchema>;
