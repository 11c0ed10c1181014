import type { DocumentRequirement, ProviderDocument } from '@marketplace/contract';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import OpenInNewOutlined from '@mui/icons-material/OpenInNewOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Fragment, type ReactNode } from 'react';
import { useFormat, useT } from '@/i18n/text';
import { useIsolate } from '@/i18n/use-isolate';

// One uploaded document as an admin checks it (issue 38): the number in full (admins alone get it
// unmasked), its dates, when it came and was decided, the reason changes were asked for, and the
// file through its signed link. An image is previewed in the page; a PDF is served as a download
// (never opened inside the app's origin), so it is offered as one.

const isImage = (document: ProviderDocument) => document.ContentType.startsWith('image/');

/** Name and value pairs, the names in a column of their own from the tablet up. */
function Facts({ facts }: { readonly facts: readonly { label: string; value: ReactNode; dir?: 'ltr' | 'auto' }[] }) {
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'max-content minmax(0, 1fr)' },
        columnGap: 2,
        rowGap: { xs: 0, sm: 0.5 },
        m: 0,
      }}
    >
      {facts.map((fact) => (
        <Fragment key={fact.label}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {fact.label}
          </Typography>
          <Typography
            component="dd"
            variant="body2"
            dir={fact.dir ?? 'auto'}
            sx={{ m: 0, mb: { xs: 1, sm: 0 }, overflowWrap: 'anywhere' }}
          >
            {fact.value}
          </Typography>
        </Fragment>
      ))}
    </Box>
  );
}

export interface DocumentFactsProps {
  readonly document: ProviderDocument;
  readonly requirement: DocumentRequirement;
  /** The requirement's name on screen, for the preview's text and the links' names. */
  readonly name: string;
}

export function DocumentFacts({ document, requirement, name }: DocumentFactsProps) {
  const t = useT();
  const format = useFormat();
  const isolate = useIsolate();
  const named = { name: isolate.auto(name) };
  const facts: { label: string; value: ReactNode; dir?: 'ltr' | 'auto' }[] = [];
  if (requirement.HasNumber || document.Number) {
    // As printed, left to right in either language.
    facts.push({ label: t('verification.admin.document.number'), value: document.Number || '—', dir: 'ltr' });
  }
  if (requirement.HasIssueDate || document.IssuedOn) {
    facts.push({ label: t('verification.admin.document.issuedOn'), value: format.date(document.IssuedOn) || '—' });
  }
  if (requirement.HasExpiryDate || document.ExpiresOn) {
    facts.push({ label: t('verification.admin.document.expiresOn'), value: format.date(document.ExpiresOn) || '—' });
  }
  facts.push({ label: t('verification.admin.document.submittedAt'), value: format.dateTime(document.SubmittedAt) });
  if (document.DecidedAt) {
    facts.push({ label: t('verification.admin.document.decidedAt'), value: format.dateTime(document.DecidedAt) });
  }
  if (document.Reason) facts.push({ label: t('verification.admin.document.reason'), value: document.Reason });
  const size = format.number(Math.max(1, Math.round(document.SizeBytes / 1024)));
  return (
    <Stack spacing={1.5} sx={{ minWidth: 0 }}>
      <Facts facts={facts} />
      {isImage(document) ? (
        <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
          <Box
            component="img"
            src={document.Url}
            alt={t('verification.admin.document.preview', named)}
            loading="lazy"
            sx={{
              display: 'block',
              maxWidth: '100%',
              maxHeight: 360,
              objectFit: 'contain',
              border: 1,
              borderColor: 'divider',
              borderRadius: 1,
              bgcolor: 'background.default',
            }}
          />
          <Link
            href={document.Url}
            target="_blank"
            rel="noopener noreferrer"
            variant="body2"
            aria-label={t('verification.admin.document.openImageNamed', named)}
            sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
          >
            {t('verification.admin.document.openImage')}
            <OpenInNewOutlined fontSize="inherit" aria-hidden />
          </Link>
        </Stack>
      ) : (
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Button
            component="a"
            href={document.Url}
            download={document.FileName}
            variant="outlined"
            size="small"
            startIcon={<DownloadOutlined aria-hidden />}
            aria-label={t('verification.admin.document.downloadNamed', named)}
          >
            {t('verification.admin.document.download')}
          </Button>
          <Typography variant="body2" color="text.secondary" dir="auto" sx={{ overflowWrap: 'anywhere', minWidth: 0 }}>
            {t('verification.admin.document.fileSize', { file: document.FileName, size })}
          </Typography>
        </Stack>
      )}
    </Stack>
  );
}
