import Alert, { type AlertProps } from '@mui/material/Alert';

export interface CartInfoNoteProps extends Omit<AlertProps, 'severity' | 'children'> {
  /** Our wording: the spec names the note but does not give its text. */
  text?: string;
}

export const CART_INFO_NOTE_TEXT =
  'Each line is an information request at a fixed price. Item prices shown in the catalog are for reference only.';

/** The cart panel's info note (spec section 2.4): what the cart's prices mean. */
export function CartInfoNote({ text = CART_INFO_NOTE_TEXT, ...alertProps }: CartInfoNoteProps) {
  return (
    <Alert severity="info" variant="outlined" {...alertProps}>
      {text}
    </Alert>
  );
}
