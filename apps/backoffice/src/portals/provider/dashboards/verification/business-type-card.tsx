import { BUSINESS_TYPES, type BusinessType, type ProviderVerificationSummary } from '@marketplace/contract';
import { RichText } from '@marketplace/i18n';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import MuiLink from '@mui/material/Link';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useNotify } from 'react-admin';
import { api } from '@/api';
import { storefrontPaths } from '@/config/paths';
import { useContractText, useT, type MessageId } from '@/i18n/text';
import { useRefreshVerification } from '@/portals/provider/components/use-verification-summary';
import { isBusinessTypeLocked } from '@/portals/provider/components/verification-rules';

const TYPES: Record<BusinessType, { label: MessageId; hint: MessageId }> = {
  company: {
    label: 'verification.provider.businessType.company',
    hint: 'verification.provider.businessType.companyHint',
  },
  individual: {
    label: 'verification.provider.businessType.individual',
    hint: 'verification.provider.businessType.individualHint',
  },
};

/**
 * Company or individual, which decides the documents asked for. The provider changes it (PUT
 * /api/Provider/{id} BusinessType) only while nothing is in review or accepted; the choice is then
 * disabled and says why. Saved with its own button, so moving through the options with the arrow
 * keys saves nothing.
 */
export function BusinessTypeCard({ summary }: { summary: ProviderVerificationSummary }) {
  const t = useT();
  const ct = useContractText();
  const notify = useNotify();
  const { refresh } = useRefreshVerification(summary.ProviderId);
  const id = useId();
  const [chosen, setChosen] = useState<BusinessType>(summary.BusinessType);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const locked = isBusinessTypeLocked(summary);
  const changed = chosen !== summary.BusinessType;
  const titleId = `${id}-title`;
  const noteId = `${id}-note`;

  const save = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await api.providers.update(summary.ProviderId, { BusinessType: chosen });
      await refresh();
      notify(t('verification.provider.businessType.saved'), { type: 'success' });
    } catch (error) {
      setFailure(ct(error instanceof Error ? error.message : String(error)));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card component="section" aria-labelledby={titleId}>
      <CardHeader
        title={t('verification.provider.businessType.title')}
        slotProps={{ title: { component: 'h2', variant: 'h6', id: titleId } }}
      />
      <CardContent sx={{ paddingBlockStart: 0 }}>
        <Stack spacing={2}>
          {/* The radios are disabled, not the fieldset: its legend and note stay readable (contrast). */}
          <FormControl component="fieldset">
            <FormLabel component="legend">{t('verification.provider.businessType.legend')}</FormLabel>
            <RadioGroup
              value={chosen}
              onChange={(event) => {
                setChosen(event.target.value as BusinessType);
                setFailure(null);
              }}
              aria-describedby={noteId}
            >
              {BUSINESS_TYPES.map((type) => {
                const hintId = `${id}-${type}`;
                return (
                  <Stack key={type} sx={{ marginBlockEnd: 1 }}>
                    <FormControlLabel
                      value={type}
                      disabled={locked || busy}
                      control={<Radio slotProps={{ input: { 'aria-describedby': hintId } }} />}
                      label={t(TYPES[type].label)}
                    />
                    <Typography
                      id={hintId}
                      variant="body2"
                      color="text.secondary"
                      // Under its label: past the radio's width.
                      sx={{ paddingInlineStart: 4 }}
                    >
                      {t(TYPES[type].hint)}
                    </Typography>
                  </Stack>
                );
              })}
            </RadioGroup>
            <FormHelperText id={noteId} sx={{ marginInline: 0 }}>
              {locked ? (
                <RichText<MessageId>
                  id="verification.provider.businessType.locked"
                  // The contact page is the storefront's: a full page load.
                  components={{ contact: <MuiLink href={storefrontPaths.contact} /> }}
                />
              ) : changed ? (
                t('verification.provider.businessType.changeNote')
              ) : (
                t('verification.provider.businessType.intro')
              )}
            </FormHelperText>
          </FormControl>
          {failure ? (
            <Alert severity="error" role="alert">
              {failure}
            </Alert>
          ) : null}
          {locked ? null : (
            <div>
              <Button variant="outlined" onClick={() => void save()} disabled={!changed} loading={busy}>
                {t('verification.provider.businessType.save')}
              </Button>
            </div>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
