import CloseIcon from '@mui/icons-material/Close';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Slide from '@mui/material/Slide';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useUiText } from '../../lib/ui-text';
import { CookieSettingsPanel } from './cookie-settings-panel';

export interface CookieBannerProps {
  open: boolean;
  onAcceptAll: () => void;
  onNecessaryOnly: () => void;
  /** The close button: hides the banner without storing a choice. */
  onClose: () => void;
  title?: string;
  /** May hold a link to the cookie policy. */
  description?: ReactNode;
  /**
   * Slide in when mounted already open, as a page that mounts the banner only once it is due does.
   * Off, the banner is drawn in place (stories). Sliding in also keeps the banner, which is drawn
   * below the screen first, from counting as the page's largest paint (issue 18).
   */
  appear?: boolean;
}

/**
 * The cookie banner (spec 4), presentational: `useCookieBanner` decides when it shows and stores
 * the choice. Its only state is which view is shown, the choice or the settings.
 */
export function CookieBanner({
  open,
  onAcceptAll,
  onNecessaryOnly,
  onClose,
  title,
  description,
  appear = false,
}: CookieBannerProps) {
  const t = useUiText();
  const [view, setView] = useState<'choice' | 'settings'>('choice');
  const settingsHeading = useRef<HTMLHeadingElement>(null);
  const settingsButton = useRef<HTMLButtonElement>(null);
  // The button that opened a view is gone once it switches: move focus along so keyboard and
  // screen-reader users are not dropped at the top of the page. Not on first render.
  const moveFocus = useRef(false);
  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    (view === 'settings' ? settingsHeading : settingsButton).current?.focus();
  }, [view]);
  const show = (next: 'choice' | 'settings') => {
    moveFocus.current = true;
    setView(next);
  };

  return (
    // Each time it opens, it opens on the choice, not on the settings it was closed in.
    <Slide direction="up" in={open} appear={appear} mountOnEnter unmountOnExit onExited={() => setView('choice')}>
      <Paper
        role="region"
        aria-label={t('ui.cookies.region')}
        variant="outlined"
        sx={(theme) => ({
          position: 'fixed',
          // Above the sticky top bar, below drawers and dialogs (which trap focus anyway).
          zIndex: theme.zIndex.appBar + 1,
          insetBlockEnd: { xs: 0, sm: theme.spacing(3) },
          insetInlineStart: { xs: 0, sm: theme.spacing(3) },
          // Full width on phones; a card in the corner from the small breakpoint up.
          insetInlineEnd: { xs: 0, sm: 'auto' },
          maxWidth: { sm: 520 },
          maxHeight: '100dvh',
          overflowY: 'auto',
          padding: { xs: 2, sm: 3 },
          borderRadius: { xs: 0, sm: '16px' },
          boxShadow: theme.shadows[8],
        })}
      >
        <IconButton
          aria-label={t('ui.cookies.close')}
          onClick={onClose}
          size="small"
          sx={{ position: 'absolute', insetBlockStart: 8, insetInlineEnd: 8 }}
        >
          <CloseIcon fontSize="small" />
        </IconButton>
        {view === 'settings' ? (
          // Spec 4: "Save Preferences behaves like Accept All", whatever the toggles say, so it
          // stores 'accepted' with analytics and marketing on, through the same handler.
          <CookieSettingsPanel headingRef={settingsHeading} onCancel={() => show('choice')} onSave={onAcceptAll} />
        ) : (
          <Stack spacing={2}>
            <Typography variant="h6" component="h2" sx={{ paddingInlineEnd: 4 }}>
              {title ?? t('ui.cookies.title')}
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {description ?? t('ui.cookies.description')}
            </Typography>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
              <Button variant="contained" onClick={onAcceptAll}>
                {t('ui.cookies.acceptAll')}
              </Button>
              <Button variant="outlined" onClick={onNecessaryOnly}>
                {t('ui.cookies.necessaryOnly')}
              </Button>
              <Button ref={settingsButton} onClick={() => show('settings')}>
                {t('ui.cookies.settings')}
              </Button>
            </Stack>
          </Stack>
        )}
      </Paper>
    </Slide>
  );
}
