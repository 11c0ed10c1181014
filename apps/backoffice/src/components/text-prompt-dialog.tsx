import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { ValidationError, type AnyObjectSchema } from 'yup';
import { useContractText, useT } from '@/i18n/text';

export interface TextPromptDialogProps {
  readonly title: string;
  readonly description?: ReactNode;
  /** The key the schema checks (e.g. 'Reason'); its message shows under the field before sending. */
  readonly field: string;
  readonly label: string;
  readonly schema: AnyObjectSchema;
  readonly confirmLabel: string;
  /** The dismiss button; say "Keep it" where "Cancel" would read as the action (cancelling an item). */
  readonly cancelLabel?: string;
  readonly multiline?: boolean;
  /** 'error' for a refusal (reject), so the button says what kind of step it is. */
  readonly confirmColor?: 'primary' | 'error';
  /** While the call runs: both buttons are disabled and the dialog stays open. */
  readonly busy?: boolean;
  onConfirm(value: string): void;
  onClose(): void;
}

/**
 * A confirmation that asks for one text (a bank reference, a reason). The contract's yup schema
 * judges the text, so the dialog shows the same message the API would answer, before any call.
 * Mounted only while open, so every opening starts empty; focus starts in the field.
 */
export function TextPromptDialog(props: TextPromptDialogProps) {
  const { title, description, field, label, schema, confirmLabel, multiline = false, busy = false } = props;
  const t = useT();
  // The schema's message is one of the contract's texts, said in the language on screen.
  const ct = useContractText();
  const confirmColor = props.confirmColor ?? 'primary';
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement | HTMLTextAreaElement>(null);
  const titleId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    try {
      schema.validateSync({ [field]: value });
    } catch (problem) {
      if (!(problem instanceof ValidationError)) throw problem;
      setError(ct(problem.message));
      input.current?.focus();
      return;
    }
    props.onConfirm(value);
  };
  return (
    <Dialog open onClose={busy ? undefined : props.onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          {description && <DialogContentText sx={{ mb: 2 }}>{description}</DialogContentText>}
          <TextField
            autoFocus
            fullWidth
            inputRef={input}
            label={label}
            value={value}
            multiline={multiline}
            minRows={multiline ? 3 : undefined}
            error={error !== null}
            helperText={error ?? ' '}
            onChange={(event) => {
              setValue(event.target.value);
              if (error) setError(null);
            }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={props.onClose} disabled={busy}>
            {props.cancelLabel ?? t('ra.action.cancel')}
          </Button>
          <Button type="submit" variant="contained" color={confirmColor} disabled={busy}>
            {confirmLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
