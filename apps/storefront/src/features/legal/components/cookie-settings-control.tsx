import { browserConsentStorage, COOKIE_CONSENT_STORAGE_KEY, readCookieConsent } from '@marketplace/ui';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useT } from '@/lib/text';
import type { MessageId } from '@/locales/message-id';

/** The stored choice, as the id of the sentence that describes it. */
function describeChoice(): MessageId {
  const stored = readCookieConsent(browserConsentStorage());
  if (!stored) return 'legal.cookies.settings.noChoice';
  return stored.consent === 'accepted' ? 'legal.cookies.settings.acceptedAll' : 'legal.cookies.settings.necessaryOnly';
}

function clearStoredChoice(): void {
  try {
    window.localStorage.removeItem(COOKIE_CONSENT_STORAGE_KEY);
  } catch {
    // Storage blocked: nothing was stored either, so the banner asks on every load anyway.
  }
}

/**
 * 'Cookie settings': forgets the stored choice. The banner decides once per page load whether to
 * ask (spec 4: 2 s after load), so it asks on the next load; the reader can reload right away.
 */
export function CookieSettingsControl() {
  const t = useT();
  const [choice, setChoice] = useState(describeChoice);
  const [cleared, setCleared] = useState(false);

  const clear = () => {
    clearStoredChoice();
    setChoice(describeChoice());
    setCleared(true);
  };

  return (
    <Stack spacing={1.5} sx={{ alignItems: 'flex-start', marginBlockStart: 2 }}>
      <Typography variant="body2">{t(choice)}</Typography>
      <Button variant="outlined" onClick={clear}>
        {t('legal.cookies.settings.button')}
      </Button>
      {/* Kept in the page (not a toast) so the way to reload stays next to the message. */}
      <div role="status">
        {cleared && (
          <Alert
            severity="info"
            // The wrapper is the live region; a second role here would announce the text twice.
            role="none"
            action={
              <Button color="inherit" size="small" onClick={() => window.location.reload()}>
                {t('legal.cookies.settings.reload')}
              </Button>
            }
          >
            {t('legal.cookies.settings.cleared')}
          </Alert>
        )}
      </div>
    </Stack>
  );
}
