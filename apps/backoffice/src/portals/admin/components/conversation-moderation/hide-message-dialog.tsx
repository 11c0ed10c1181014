import { yupResolver } from '@hookform/resolvers/yup';
import type { Conversation, ConversationMessage } from '@marketplace/contract';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useContractText, useFormat, useT } from '@/i18n/text';
import { hideMessageFormSchema, type HideMessageFormValues } from './moderation-reason';
import { useModeration } from './use-moderation';

export interface HideMessageDialogProps {
  readonly conversation: Conversation;
  /** The people's visible messages, newest first; the first is chosen to begin with. */
  readonly messages: readonly ConversationMessage[];
  onClose(): void;
}

/** Long messages are cut in the choice: enough to recognise one. */
const clamp = { display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' } as const;

/**
 * Hides one of the conversation's messages for everyone, with a reason: its text leaves the
 * conversation for the audit log and the people read the marketplace's line in its place. The
 * admin picks the message among the ones loaded (newest first) and says why; the contract's rules
 * judge the form before any call. Mounted only while open.
 */
export function HideMessageDialog({ conversation, messages, onClose }: HideMessageDialogProps) {
  const t = useT();
  const contractText = useContractText();
  const format = useFormat();
  const titleId = useId();
  const moderation = useModeration(conversation);
  const { control, handleSubmit } = useForm<HideMessageFormValues>({
    defaultValues: { MessageId: messages[0]?.MessageId ?? '', Reason: '' },
    resolver: yupResolver(hideMessageFormSchema),
  });
  const busy = moderation.isPending;
  const hide = ({ MessageId, Reason }: HideMessageFormValues) => {
    const message = messages.find((candidate) => candidate.MessageId === MessageId);
    if (message) moderation.mutate({ action: 'hide', message, reason: Reason }, { onSuccess: onClose });
  };
  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form onSubmit={handleSubmit(hide)} noValidate>
        <DialogTitle id={titleId}>{t('admin.conversations.hidePickTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{t('admin.conversations.hideDescription')}</DialogContentText>
          <Controller
            name="MessageId"
            control={control}
            render={({ field, fieldState }) => (
              <FormControl error={fieldState.error !== undefined} fullWidth sx={{ mb: 2 }}>
                <FormLabel>{t('admin.conversations.hideWhich')}</FormLabel>
                <RadioGroup {...field} sx={{ maxBlockSize: 280, overflowY: 'auto', flexWrap: 'nowrap' }}>
                  {messages.map((message) => (
                    <FormControlLabel
                      key={message.MessageId}
                      value={message.MessageId}
                      control={<Radio size="small" />}
                      sx={{ alignItems: 'flex-start', py: 0.5, '& .MuiRadio-root': { pt: 0.25 } }}
                      label={
                        <>
                          <Typography
                            variant="caption"
                            component="span"
                            sx={{ display: 'block', color: 'text.secondary' }}
                          >
                            <bdi>{message.SenderName}</bdi> · {format.dateTime(message.CreatedAt)}
                          </Typography>
                          <Typography variant="body2" component="span" dir="auto" sx={clamp}>
                            {message.Text || message.Attachment?.FileName}
                          </Typography>
                        </>
                      }
                    />
                  ))}
                </RadioGroup>
                {fieldState.error?.message ? (
                  <FormHelperText>{contractText(fieldState.error.message)}</FormHelperText>
                ) : null}
              </FormControl>
            )}
          />
          <Controller
            name="Reason"
            control={control}
            render={({ field, fieldState }) => (
              <TextField
                {...field}
                fullWidth
                multiline
                minRows={3}
                label={t('admin.conversations.reason')}
                error={fieldState.error !== undefined}
                helperText={fieldState.error?.message ? contractText(fieldState.error.message) : ' '}
                slotProps={{ htmlInput: { dir: 'auto' } }}
              />
            )}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            {t('ra.action.cancel')}
          </Button>
          <Button type="submit" variant="contained" color="error" loading={busy}>
            {t('admin.conversations.hideConfirm')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
