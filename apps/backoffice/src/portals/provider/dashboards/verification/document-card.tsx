import type { DocumentState, ProviderDocument, VerificationItem } from '@marketplace/contract';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import ErrorOutlined from '@mui/icons-material/ErrorOutlined';
import HourglassEmpty from '@mui/icons-material/HourglassEmpty';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import UploadFile from '@mui/icons-material/UploadFile';
import EventBusy from '@mui/icons-material/EventBusy';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip, { type ChipProps } from '@mui/material/Chip';
import MuiLink from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState, type ReactElement } from 'react';
import { useNotify } from 'react-admin';
import { api } from '@/api';
import { downloadBlob } from '@/components/download-file';
import { useContractText, useFormat, useLocale, useT, type MessageId } from '@/i18n/text';
import { useIsolate } from '@/i18n/use-isolate';
import { requirementText } from '@/portals/provider/components/verification-rules';
import { UploadDialog } from './upload-dialog';

const STATES: Record<DocumentState, { label: MessageId; color: ChipProps['color']; icon: ReactElement }> = {
  missing: { label: 'verification.provider.state.missing', color: 'default', icon: <RadioButtonUnchecked /> },
  submitted: { label: 'verification.provider.state.submitted', color: 'info', icon: <HourglassEmpty /> },
  accepted: { label: 'verification.provider.state.accepted', color: 'success', icon: <CheckCircleOutlined /> },
  'changes-requested': {
    label: 'verification.provider.state.changesRequested',
    color: 'warning',
    icon: <ErrorOutlined />,
  },
  expired: { label: 'verification.provider.state.expired', color: 'error', icon: <EventBusy /> },
};

/** A document's state as a chip whose words say it (the colour and icon only repeat them). */
export function DocumentStateChip({ state }: { state: DocumentState }) {
  const t = useT();
  const { label, color, icon } = STATES[state];
  return <Chip size="small" variant="outlined" color={color} icon={icon} label={t(label)} />;
}

/**
 * One required document: its name and hint (as the admins wrote them), its state, the admin's
 * reason when changes were asked for, the newest upload's details with its file, during a renewal
 * the accepted document still in force, and the button that uploads or replaces it.
 */
export function DocumentCard({ providerId, item }: { providerId: string; item: VerificationItem }) {
  const t = useT();
  const locale = useLocale();
  const isolate = useIsolate();
  const notify = useNotify();
  const format = useFormat();
  const headingId = useId();
  const [open, setOpen] = useState(false);
  const { name, hint } = requirementText(item.Requirement, locale);
  const document = item.Document;
  const replacing = document !== null;

  return (
    <Card component="section" aria-labelledby={headingId} variant="outlined" sx={{ height: '100%' }}>
      <CardContent>
        <Stack spacing={1.5}>
          <Stack
            direction="row"
            spacing={1}
            useFlexGap
            sx={{ alignItems: 'flex-start', justifyContent: 'space-between', flexWrap: 'wrap' }}
          >
            <Typography id={headingId} variant="subtitle1" component="h3" dir="auto" sx={{ fontWeight: 600 }}>
              {name}
            </Typography>
            <DocumentStateChip state={item.State} />
          </Stack>
          {hint ? (
            <Typography variant="body2" color="text.secondary" dir="auto">
              {hint}
            </Typography>
          ) : null}
          {item.State === 'changes-requested' ? (
            <Alert severity="warning">
              <AlertTitle>{t('verification.provider.reason.title')}</AlertTitle>
              {document?.Reason?.trim() ? (
                // The reviewer's words, in whichever language they wrote them.
                <Box component="blockquote" dir="auto" sx={{ margin: 0, fontWeight: 500, whiteSpace: 'pre-line' }}>
                  {document.Reason.trim()}
                </Box>
              ) : (
                t('verification.provider.reason.none')
              )}
              <Box sx={{ marginBlockStart: 0.5 }}>{t('verification.provider.reason.next')}</Box>
            </Alert>
          ) : null}
          {item.State === 'expired' ? (
            <Alert severity="error">
              {document?.ExpiresOn
                ? t('verification.provider.expired.on', { date: format.date(document.ExpiresOn) })
                : t('verification.provider.expired.none')}
            </Alert>
          ) : null}
          {item.State === 'missing' ? (
            <Typography variant="body2">{t('verification.provider.missing')}</Typography>
          ) : null}
          {document ? <DocumentFacts providerId={providerId} document={document} /> : null}
          {item.Previous ? (
            <Box
              sx={{ borderInlineStart: 3, borderColor: 'success.main', paddingInlineStart: 1.5 }}
              role="group"
              aria-label={t('verification.provider.previous.title')}
            >
              <Typography variant="subtitle2" component="p" gutterBottom>
                {t('verification.provider.previous.title')}
              </Typography>
              <DocumentFacts providerId={providerId} document={item.Previous} />
            </Box>
          ) : null}
        </Stack>
      </CardContent>
      <CardActions sx={{ paddingInline: 2, paddingBlockEnd: 2 }}>
        <Button
          variant={replacing ? 'outlined' : 'contained'}
          startIcon={<UploadFile />}
          onClick={() => setOpen(true)}
          // The visible word with the document it acts on, for a list of buttons read out of context.
          aria-label={t(replacing ? 'verification.provider.replaceNamed' : 'verification.provider.uploadNamed', {
            name: isolate.auto(name),
          })}
        >
          {t(replacing ? 'verification.provider.replace' : 'verification.provider.upload')}
        </Button>
      </CardActions>
      <UploadDialog
        open={open}
        providerId={providerId}
        item={item}
        onClose={() => setOpen(false)}
        onUploaded={() => {
          setOpen(false);
          notify(t('verification.provider.uploaded', { name: isolate.auto(name) }), { type: 'success' });
        }}
      />
    </Card>
  );
}

/** A document's number (masked by the API), dates, upload day and file, with its preview and download. */
function DocumentFacts({ providerId, document }: { providerId: string; document: ProviderDocument }) {
  const t = useT();
  const ct = useContractText();
  const format = useFormat();
  const notify = useNotify();
  const isolate = useIsolate();
  const [downloading, setDownloading] = useState(false);

  const download = async () => {
    setDownloading(true);
    try {
      downloadBlob(document.FileName, await api.verification.file(providerId, document.DocumentId));
    } catch (error) {
      notify(ct(error instanceof Error ? error.message : String(error)), { type: 'error' });
    } finally {
      setDownloading(false);
    }
  };

  const rows: { label: MessageId; value: ReactElement | string }[] = [];
  if (document.Number) {
    rows.push({
      label: 'verification.provider.facts.number',
      // Masked ("•••••5678"), left to right in either language.
      value: (
        <Box component="span" dir="ltr" sx={{ fontFamily: 'monospace' }}>
          {document.Number}
        </Box>
      ),
    });
  }
  if (document.IssuedOn)
    rows.push({ label: 'verification.provider.facts.issuedOn', value: format.date(document.IssuedOn) });
  if (document.ExpiresOn)
    rows.push({ label: 'verification.provider.facts.expiresOn', value: format.date(document.ExpiresOn) });
  rows.push({ label: 'verification.provider.facts.uploadedOn', value: format.date(document.SubmittedAt) });
  rows.push({
    label: 'verification.provider.facts.file',
    value: (
      <Box component="span" dir="auto" sx={{ overflowWrap: 'anywhere' }}>
        {document.FileName}
      </Box>
    ),
  });

  return (
    <Stack spacing={1}>
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: 'max-content minmax(0, 1fr)',
          columnGap: 2,
          rowGap: 0.5,
          margin: 0,
        }}
      >
        {rows.map((row) => (
          <Box key={row.label} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {t(row.label)}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ margin: 0 }}>
              {row.value}
            </Typography>
          </Box>
        ))}
      </Box>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        {/* The signed link (15 minutes, the summary is read again before then) opens the file without the app. */}
        <MuiLink
          href={document.Url}
          target="_blank"
          rel="noopener noreferrer"
          variant="body2"
          aria-label={t('verification.provider.facts.viewNamed', { name: isolate.auto(document.FileName) })}
        >
          {t('verification.provider.facts.view')}
        </MuiLink>
        <Button
          size="small"
          onClick={() => void download()}
          loading={downloading}
          aria-label={t('verification.provider.facts.downloadNamed', { name: isolate.auto(document.FileName) })}
        >
          {t('verification.provider.facts.download')}
        </Button>
      </Stack>
    </Stack>
  );
}
