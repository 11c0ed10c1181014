import type { ProviderDocument, VerificationItem } from '@marketplace/contract';
import CheckOutlined from '@mui/icons-material/CheckOutlined';
import EditNoteOutlined from '@mui/icons-material/EditNoteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useMemo, useState } from 'react';
import { TextPromptDialog } from '@/components/text-prompt-dialog';
import { useT } from '@/i18n/text';
import { useIsolate } from '@/i18n/use-isolate';
import { DocumentStateChip } from '@/portals/admin/components/verification/verification-chips';
import { useRequirementText } from '@/portals/admin/components/verification/verification-labels';
import { DocumentFacts } from './document-facts';
import { changesReasonSchema } from './reason-schema';
import { useDocumentDecision } from './use-verification-summary';

/**
 * Accept, or Request changes with a reason (asked for in a dialog, required): the two decisions on
 * a document awaiting one. The buttons' names say which document they decide.
 */
function DocumentDecisionButtons({
  providerId,
  document,
  name,
}: {
  readonly providerId: string;
  readonly document: ProviderDocument;
  readonly name: string;
}) {
  const t = useT();
  const isolate = useIsolate();
  const named = { name: isolate.auto(name) };
  const [asking, setAsking] = useState(false);
  const decision = useDocumentDecision(providerId, () => setAsking(false));
  const reasonLabel = t('verification.admin.changes.reason');
  const schema = useMemo(() => changesReasonSchema(reasonLabel), [reasonLabel]);
  const accept = () =>
    decision.mutate({
      documentId: document.DocumentId,
      body: { Decision: 'accept' },
      done: t('verification.admin.document.accepted', named),
    });
  const requestChanges = (reason: string) =>
    decision.mutate({
      documentId: document.DocumentId,
      body: { Decision: 'request-changes', Reason: reason.trim() },
      done: t('verification.admin.document.changesRequested', named),
    });
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Button
        variant="contained"
        size="small"
        startIcon={<CheckOutlined aria-hidden />}
        disabled={decision.isPending}
        onClick={accept}
        aria-label={t('verification.admin.document.acceptNamed', named)}
      >
        {t('verification.admin.document.accept')}
      </Button>
      <Button
        variant="outlined"
        size="small"
        startIcon={<EditNoteOutlined aria-hidden />}
        disabled={decision.isPending}
        onClick={() => setAsking(true)}
        aria-label={t('verification.admin.document.requestChangesNamed', named)}
      >
        {t('verification.admin.document.requestChanges')}
      </Button>
      {asking ? (
        <TextPromptDialog
          title={t('verification.admin.changes.title', named)}
          description={t('verification.admin.changes.description')}
          field="Reason"
          label={reasonLabel}
          schema={schema}
          multiline
          confirmLabel={t('verification.admin.changes.confirm')}
          busy={decision.isPending}
          onConfirm={requestChanges}
          onClose={() => setAsking(false)}
        />
      ) : null}
    </Stack>
  );
}

export interface DocumentItemProps {
  readonly providerId: string;
  readonly item: VerificationItem;
}

/**
 * One required document: its name and hint, where it stands, the newest upload with its decision
 * buttons while it awaits one, and during a renewal the accepted document still in force.
 */
export function DocumentItem({ providerId, item }: DocumentItemProps) {
  const t = useT();
  const text = useRequirementText();
  const headingId = useId();
  const name = text.name(item.Requirement);
  const hint = text.hint(item.Requirement);
  const { Document: latest, Previous: previous } = item;
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ px: 2, py: 2, borderTop: 1, borderColor: 'divider' }}>
      <Stack spacing={1.5}>
        <Stack
          direction="row"
          spacing={1}
          useFlexGap
          sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}
        >
          <Typography variant="subtitle1" component="h3" id={headingId} dir="auto" sx={{ fontWeight: 600 }}>
            {name}
          </Typography>
          <DocumentStateChip state={item.State} />
        </Stack>
        {hint ? (
          <Typography variant="body2" color="text.secondary" dir="auto">
            {hint}
          </Typography>
        ) : null}
        {latest ? (
          <DocumentFacts document={latest} requirement={item.Requirement} name={name} />
        ) : (
          <Typography variant="body2">{t('verification.admin.document.notUploaded')}</Typography>
        )}
        {latest?.State === 'submitted' ? (
          <DocumentDecisionButtons providerId={providerId} document={latest} name={name} />
        ) : null}
        {previous ? (
          <Box
            sx={{
              p: 1.5,
              borderInlineStart: 4,
              borderColor: 'success.main',
              bgcolor: 'action.hover',
              borderRadius: 1,
            }}
          >
            <Typography variant="subtitle2" component="h4">
              {t('verification.admin.document.previous')}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              {t('verification.admin.document.previousNote')}
            </Typography>
            <DocumentFacts
              document={previous}
              requirement={item.Requirement}
              name={t('verification.admin.document.previousName', { name })}
            />
          </Box>
        ) : null}
      </Stack>
    </Box>
  );
}
