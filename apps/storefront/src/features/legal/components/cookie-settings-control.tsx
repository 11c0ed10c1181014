import { browserConsentStorage, COOKIE_CONSENT_STORAGE_KEY, readCookieConsent } from '@marketplace/ui';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';

function describeChoice(): string {
  const stored = readCookieConsent(browserConsentStorage());
  if (!stored) return 'You have not made a choice yet.';
  return stored.consent === 'accepted'
    ? 'Your current choice: all cookies accepted (necessary, analytics and marketing).'
    : 'Your current choice: necessary cookies only.';
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
  const [choice, setChoice] = useState(describeChoice);
  const [cleared, setCleared] = useState(false);

  const clear = () => {
    clearStoredChoice();
    setChoice(describeChoice());
    setCleared(true);
  };

  return (
    <Stack spacing={1.5} sx={{ alignItems: 'flex-start', marginBlockStart: 2 }}>
      <Typography variant="body2">{choice}</Typography>
      <Button variant="outlined" onClick={clear}>
        Cookie settings
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
                Reload now
              </Button>
            }
          >
            Your cookie choice has been cleared. The cookie banner will ask you again the next time a page loads.
          </Alert>
        )}
      </div>
    </Stack>
  );
}
