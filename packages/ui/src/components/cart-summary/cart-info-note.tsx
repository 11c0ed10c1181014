import Alert, { type AlertProps } from '@mui/material/Alert';
import { useUiText } from '../../lib/ui-text';

export interface CartInfoNoteProps extends Omit<AlertProps, 'severity' | 'children'> {
  /** Our wording: the spec names the note but does not give its text. */
  text?: string;
}

/** The cart panel's info note (spec section 2.4): what the cart's prices mean. */
export function CartInfoNote({ text, ...alertProps }: CartInfoNoteProps) {
  const t = useUiText();
  return (
    <Alert severity="info" variant="outlined" {...alertProps}>
      {text ?? t('ui.cartNote.text')}
    </Alert>
  );
}
