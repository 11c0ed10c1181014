import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useId, useState, type Ref } from 'react';
import { useUiText } from '../../lib/ui-text';

export interface CookieSettingsPanelProps {
  headingRef?: Ref<HTMLHeadingElement>;
  onCancel: () => void;
  onSave: () => void;
}

interface CookieGroupProps {
  title: string;
  description: string;
  checked: boolean;
  onChange?: (checked: boolean) => void;
}

function CookieGroup({ title, description, checked, onChange }: CookieGroupProps) {
  const id = useId();
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
      <Box>
        <Typography id={`${id}-title`} sx={{ fontWeight: 600 }}>
          {title}
        </Typography>
        <Typography id={`${id}-description`} variant="body2" sx={{ color: 'text.secondary' }}>
          {description}
        </Typography>
      </Box>
      <Switch
        checked={checked}
        // Necessary cookies cannot be refused: shown switched on and locked.
        disabled={!onChange}
        onChange={(event) => onChange?.(event.target.checked)}
        slotProps={{ input: { 'aria-labelledby': `${id}-title`, 'aria-describedby': `${id}-description` } }}
      />
    </Stack>
  );
}

/** The banner's Settings view: the three cookie groups, Cancel and Save Preferences. */
export function CookieSettingsPanel({ headingRef, onCancel, onSave }: CookieSettingsPanelProps) {
  // Local only: spec 4 makes Save Preferences behave like Accept All, so these toggles are never
  // read. They start off, as the spec's stored defaults for an undecided user would be.
  const t = useUiText();
  const [analytics, setAnalytics] = useState(false);
  const [marketing, setMarketing] = useState(false);

  return (
    <Stack spacing={2}>
      <Typography
        ref={headingRef}
        tabIndex={-1}
        variant="h6"
        component="h2"
        sx={{ outline: 'none', paddingInlineEnd: 4 }}
      >
        {t('ui.cookies.settingsTitle')}
      </Typography>
      <CookieGroup title={t('ui.cookies.necessary')} description={t('ui.cookies.necessaryDescription')} checked />
      <CookieGroup
        title={t('ui.cookies.analytics')}
        description={t('ui.cookies.analyticsDescription')}
        checked={analytics}
        onChange={setAnalytics}
      />
      <CookieGroup
        title={t('ui.cookies.marketing')}
        description={t('ui.cookies.marketingDescription')}
        checked={marketing}
        onChange={setMarketing}
      />
      <Stack direction={{ xs: 'column-reverse', sm: 'row' }} spacing={1} sx={{ justifyContent: 'flex-end' }}>
        <Button variant="outlined" onClick={onCancel}>
          {t('ui.cookies.cancel')}
        </Button>
        <Button variant="contained" onClick={onSave}>
          {t('ui.cookies.save')}
        </Button>
      </Stack>
    </Stack>
  );
}
