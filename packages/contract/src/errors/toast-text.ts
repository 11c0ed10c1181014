// Shared by toasts and dialogs of both apps: the spec gives most messages as a title/text pair.

/** A toast or dialog text. `variant: 'destructive'` where the spec marks the toast as such. */
export interface ToastText {
  readonly title: string;
  readonly description: string;
  readonly variant?: 'destructive';
}
