import { yupResolver } from '@hookform/resolvers/yup';
import { DOCUMENT_NUMBER_MAX_LENGTH, type VerificationItem } from '@marketplace/contract';
import { visuallyHidden } from '@marketplace/ui';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormHelperText from '@mui/material/FormHelperText';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import type { Theme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId, useMemo, useState, type Ref } from 'react';
import { Controller, useForm, type Control } from 'react-hook-form';
import { api } from '@/api';
import { DayPicker } from '@/components/day-picker';
import { useContractText, useFormat, useLocale, useT } from '@/i18n/text';
import { useIsolate } from '@/i18n/use-isolate';
import { useRefreshVerification } from '@/portals/provider/components/use-verification-summary';
import { bahrainDay, requirementText } from '@/portals/provider/components/verification-rules';
import {
  DOCUMENT_ACCEPT,
  documentFormSchema,
  EMPTY_DOCUMENT_FORM,
  uploadOf,
  type DocumentFormValues,
} from './upload-form';

export interface UploadDialogProps {
  readonly open: boolean;
  readonly providerId: string;
  readonly item: VerificationItem;
  onClose(): void;
  /** After the upload was accepted and the summary read again. */
  onUploaded(): void;
}

/**
 * Uploads a requirement's document, or replaces the one not yet accepted (POST
 * /api/Provider/{id}/documents): the fields the requirement has, checked before sending, the file's
 * progress, and the API's refusal shown here with everything still filled in. Full screen on
 * phones. Its form is mounted only while open, so every opening starts empty; closing gives focus
 * back to the button that opened it (MUI's dialog).
 */
export function UploadDialog({ open, providerId, item, onClose, onUploaded }: UploadDialogProps) {
  const t = useT();
  const locale = useLocale();
  const isolate = useIsolate();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const titleId = useId();
  const [busy, setBusy] = useState(false);
  const { name } = requirementText(item.Requirement, locale);
  const title = t(
    item.Document ? 'verification.provider.dialog.replaceTitle' : 'verification.provider.dialog.uploadTitle',
    {
      name: isolate.auto(name),
    },
  );
  return (
    <Dialog
      open={open}
      // While the file is sent, closing would hide the outcome: Escape and the backdrop wait.
      onClose={busy ? undefined : onClose}
      aria-labelledby={titleId}
      fullScreen={phone}
      fullWidth
      maxWidth="sm"
    >
      <UploadForm
        providerId={providerId}
        item={item}
        titleId={titleId}
        title={title}
        busy={busy}
        setBusy={setBusy}
        onClose={onClose}
        onUploaded={onUploaded}
      />
    </Dialog>
  );
}

interface UploadFormProps extends Omit<UploadDialogProps, 'open'> {
  readonly titleId: string;
  readonly title: string;
  readonly busy: boolean;
  setBusy(busy: boolean): void;
}

function UploadForm({ providerId, item, titleId, title, busy, setBusy, onClose, onUploaded }: UploadFormProps) {
  const t = useT();
  const ct = useContractText();
  const locale = useLocale();
  const { refresh } = useRefreshVerification(providerId);
  const requirement = item.Requirement;
  const { hint } = requirementText(requirement, locale);
  const [progress, setProgress] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  // Today as the dialog opened: an issue date after it is refused, an expiry before it too.
  const resolver = useMemo(
    () =>
      yupResolver(
        documentFormSchema(
          requirement,
          bahrainDay(),
          t('verification.provider.dialog.numberTooLong', { max: DOCUMENT_NUMBER_MAX_LENGTH }),
        ),
      ),
    [requirement, t],
  );
  const { control, handleSubmit } = useForm<DocumentFormValues>({
    defaultValues: EMPTY_DOCUMENT_FORM,
    // The schema's output type (yup) is the form's values with the unused fields as ''.
    resolver: resolver as never,
  });
  const errorText = (message: string | undefined) => (message ? ct(message) : undefined);

  const send = async (values: DocumentFormValues) => {
    setFailure(null);
    setBusy(true);
    setProgress(0);
    try {
      await api.verification.upload(providerId, uploadOf(requirement, values, setProgress));
      await refresh();
      onUploaded();
    } catch (error) {
      // The API's message in the language on screen; what was typed stays for another try.
      setFailure(ct(error instanceof Error ? error.message : String(error)));
    } finally {
      setBusy(false);
      setProgress(null);
    }
  };

  return (
    <Box component="form" noValidate onSubmit={handleSubmit(send)} sx={{ display: 'contents' }}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          {hint ? (
            <Typography variant="body2" dir="auto">
              {hint}
            </Typography>
          ) : null}
          <Typography variant="body2" color="text.secondary">
            {t('verification.provider.dialog.fileRule')} {t('verification.provider.dialog.allRequired')}
          </Typography>
          {failure ? (
            <Alert severity="error" role="alert">
              <AlertTitle>{t('verification.provider.dialog.failed')}</AlertTitle>
              {failure}
            </Alert>
          ) : null}
          {requirement.HasNumber ? (
            <Controller
              name="number"
              control={control}
              render={({ field, fieldState }) => (
                <TextField
                  {...field}
                  inputRef={field.ref}
                  label={t('verification.provider.dialog.number')}
                  fullWidth
                  autoComplete="off"
                  disabled={busy}
                  error={fieldState.error !== undefined}
                  helperText={errorText(fieldState.error?.message) ?? t('verification.provider.dialog.numberHint')}
                  // A document number reads left to right in either language.
                  slotProps={{
                    htmlInput: {
                      dir: 'ltr',
                      spellCheck: false,
                      'aria-required': true,
                      maxLength: DOCUMENT_NUMBER_MAX_LENGTH * 2,
                    },
                  }}
                />
              )}
            />
          ) : null}
          {requirement.HasIssueDate ? (
            <DateField
              name="issuedOn"
              control={control}
              label={t('verification.provider.dialog.issuedOn')}
              errorText={errorText}
            />
          ) : null}
          {requirement.HasExpiryDate ? (
            <DateField
              name="expiresOn"
              control={control}
              label={t('verification.provider.dialog.expiresOn')}
              errorText={errorText}
            />
          ) : null}
          <Controller
            name="file"
            control={control}
            render={({ field, fieldState }) => (
              <FilePicker
                file={field.value}
                onChange={field.onChange}
                inputRef={field.ref}
                disabled={busy}
                error={errorText(fieldState.error?.message)}
              />
            )}
          />
          {progress !== null ? (
            <Stack spacing={0.5}>
              <LinearProgress
                variant={progress > 0 ? 'determinate' : 'indeterminate'}
                value={progress * 100}
                aria-label={t('verification.provider.dialog.progress')}
              />
              <Typography variant="caption" color="text.secondary">
                {t('verification.provider.dialog.progressValue', { percent: Math.round(progress * 100) })}
              </Typography>
            </Stack>
          ) : null}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ paddingInline: 3, paddingBlockEnd: 2 }}>
        <Button onClick={onClose} disabled={busy}>
          {t('verification.provider.dialog.cancel')}
        </Button>
        <Button type="submit" variant="contained" loading={busy}>
          {t('verification.provider.dialog.submit')}
        </Button>
      </DialogActions>
    </Box>
  );
}

interface DateFieldProps {
  name: 'issuedOn' | 'expiresOn';
  control: Control<DocumentFormValues>;
  label: string;
  errorText: (message: string | undefined) => string | undefined;
}

/** A date the requirement asks for, as a day field bound to the form. */
function DateField({ name, control, label, errorText }: DateFieldProps) {
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <DayPicker
          day={field.value}
          onDayChange={field.onChange}
          onBlur={field.onBlur}
          label={label}
          error={fieldState.error !== undefined}
          helperText={errorText(fieldState.error?.message)}
        />
      )}
    />
  );
}

interface FilePickerProps {
  readonly file: File | null;
  onChange(file: File | null): void;
  readonly inputRef: Ref<HTMLInputElement>;
  readonly disabled: boolean;
  readonly error: string | undefined;
}

/**
 * The file: a native file input (focusable, named "File", its choice and any problem read as its
 * description), hidden behind a label drawn as a button. The file's type and size are judged by the
 * form's schema, so the message shows here before any upload.
 */
function FilePicker({ file, onChange, inputRef, disabled, error }: FilePickerProps) {
  const t = useT();
  const id = useId();
  const labelId = `${id}-label`;
  const chosenId = `${id}-chosen`;
  const helperId = `${id}-helper`;
  const size = useFileSize();
  const isolate = useIsolate();
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      <Typography id={labelId} variant="subtitle2" component="span" color={error ? 'error' : undefined}>
        {t('verification.provider.dialog.file')}
      </Typography>
      <Stack direction="row" spacing={1.5} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Box
          component="input"
          id={id}
          ref={inputRef}
          type="file"
          accept={DOCUMENT_ACCEPT}
          disabled={disabled}
          aria-labelledby={labelId}
          aria-describedby={`${chosenId} ${helperId}`}
          aria-required
          aria-invalid={error ? true : undefined}
          onChange={(event) => onChange((event.target as HTMLInputElement).files?.[0] ?? null)}
          sx={{
            ...visuallyHidden,
            '&:focus-visible + label': { outline: 2, outlineOffset: 2, outlineColor: 'primary.main' },
          }}
        />
        <Box
          component="label"
          htmlFor={id}
          sx={(theme) => ({
            ...theme.typography.button,
            display: 'inline-flex',
            alignItems: 'center',
            paddingBlock: 0.75,
            paddingInline: 2,
            borderRadius: 1,
            border: 1,
            borderColor: error ? 'error.main' : 'primary.main',
            color: disabled ? 'text.disabled' : 'primary.main',
            cursor: disabled ? 'default' : 'pointer',
            '&:hover': disabled ? undefined : { backgroundColor: 'action.hover' },
          })}
        >
          {file ? t('verification.provider.dialog.chooseAnother') : t('verification.provider.dialog.choose')}
        </Box>
        <Typography id={chosenId} variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {file
            ? t('verification.provider.dialog.chosen', { name: isolate.auto(file.name), size: size(file.size) })
            : t('verification.provider.dialog.noFile')}
        </Typography>
      </Stack>
      <FormHelperText id={helperId} error={error !== undefined} sx={{ marginInline: 0 }}>
        {error ?? t('verification.provider.dialog.fileHint')}
      </FormHelperText>
    </Stack>
  );
}

/** "1.2 MB" / "320 KB" in the language on screen. */
function useFileSize(): (bytes: number) => string {
  const t = useT();
  const format = useFormat();
  return (bytes) =>
    bytes >= 1024 * 1024
      ? t('verification.provider.size.mb', { size: format.number(bytes / (1024 * 1024), { maximumFractionDigits: 1 }) })
      : t('verification.provider.size.kb', { size: format.number(Math.max(1, Math.round(bytes / 1024))) });
}
