import VerifiedIcon from '@mui/icons-material/Verified';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import ClickAwayListener from '@mui/material/ClickAwayListener';
import Link from '@mui/material/Link';
import type { SxProps, Theme } from '@mui/material/styles';
import Tooltip from '@mui/material/Tooltip';
import { useId, useRef, useState, type ElementType, type SyntheticEvent } from 'react';
import { useUiText } from '../../lib/ui-text';

export interface VerifiedBusinessBadgeProps {
  /** Where "Learn more" goes: the help text that explains the badge. */
  learnMoreHref: string;
  /** The app's router link; it receives `href`. */
  linkComponent?: ElementType;
  /** The icon alone (its accessible name still "Verified business"), for tight places such as cards. */
  compact?: boolean;
  sx?: SxProps<Theme>;
}

/**
 * "Verified business" (issue 38): shown beside a business's name while the marketplace has
 * accepted its current documents. A button whose tooltip says what was checked, with a link to
 * the help text:
 * - it opens on hover, on keyboard focus and on a click or tap (phones have no hover), and
 *   closes with Escape, a click elsewhere, or when focus leaves it and its tooltip;
 * - the tooltip stays in the page's order right after the button (not in a portal), so Tab goes
 *   from the button to "Learn more"; it is positioned `fixed`, so a card's clipped overflow does
 *   not cut it;
 * - screen readers get the explanation as the button's description whether or not it is open.
 * The wrapper is a span holding the tooltip's div: put the badge in a div-level box, not in a <p>.
 */
export function VerifiedBusinessBadge({
  learnMoreHref,
  linkComponent,
  compact = false,
  sx,
}: VerifiedBusinessBadgeProps) {
  const t = useUiText();
  const [open, setOpen] = useState(false);
  const wrapper = useRef<HTMLSpanElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  /** Until when focus returning to the button after Escape must not open the tooltip again. */
  const quietUntil = useRef(0);
  const descriptionId = useId();
  const label = t('ui.verifiedBusiness.label');
  const explanation = t('ui.verifiedBusiness.explanation');
  const within = (node: unknown) => node instanceof Node && Boolean(wrapper.current?.contains(node));

  // The tooltip asks to close on blur, mouse leave and Escape; it stays while focus is still on
  // the button or in the tooltip (a click on the badge keeps it until a click elsewhere).
  const handleClose = (event: Event | SyntheticEvent) => {
    if (event.type === 'keydown') {
      // Escape from "Learn more": focus goes back to the badge instead of the vanishing tooltip.
      if (within(document.activeElement) && document.activeElement !== button.current) {
        quietUntil.current = performance.now() + 500;
        button.current?.focus();
      }
      return setOpen(false);
    }
    const next = event.type === 'blur' || event.type === 'focusout' ? (event as FocusEvent).relatedTarget : null;
    if (within(next) || (next === null && event.type !== 'blur' && within(document.activeElement))) return;
    setOpen(false);
  };

  return (
    <ClickAwayListener onClickAway={() => setOpen(false)}>
      <Box
        component="span"
        ref={wrapper}
        sx={[{ display: 'inline-flex', verticalAlign: 'middle', flexShrink: 0 }, ...(Array.isArray(sx) ? sx : [sx])]}
      >
        <Tooltip
          open={open}
          onOpen={() => {
            if (performance.now() >= quietUntil.current) setOpen(true);
          }}
          onClose={handleClose}
          describeChild
          // A tap opens it (onClick); MUI's touch listener would open it on a long press only.
          disableTouchListener
          title={
            <>
              {explanation}{' '}
              <Link component={linkComponent ?? 'a'} href={learnMoreHref} color="inherit" sx={{ fontWeight: 600 }}>
                {t('ui.verifiedBusiness.learnMore')}
              </Link>
            </>
          }
          slotProps={{
            popper: { disablePortal: true, popperOptions: { strategy: 'fixed' } },
            // Opaque (MUI's is see-through): a sentence over a card's text stays easy to read.
            tooltip: {
              sx: { typography: 'body2', bgcolor: 'grey.800', maxWidth: 280, paddingBlock: 1, paddingInline: 1.5 },
            },
            arrow: { sx: { color: 'grey.800' } },
          }}
        >
          <ButtonBase
            ref={button}
            aria-label={compact ? label : undefined}
            aria-describedby={descriptionId}
            onClick={() => setOpen(true)}
            sx={(theme) => ({
              display: 'inline-flex',
              alignItems: 'center',
              gap: 0.5,
              borderRadius: 999,
              typography: 'body2',
              fontWeight: 600,
              lineHeight: 1.5,
              color: (theme.vars ?? theme).palette.status.green.fg,
              ...(compact
                ? // A 24 px target that takes a line of text's height (20 px) in the layout.
                  { padding: '2px', marginBlock: '-2px' }
                : {
                    bgcolor: (theme.vars ?? theme).palette.status.green.bg,
                    paddingBlock: 0.25,
                    paddingInlineStart: 0.75,
                    paddingInlineEnd: 1,
                  }),
            })}
          >
            <VerifiedIcon aria-hidden sx={{ fontSize: compact ? 20 : 18 }} />
            {!compact && label}
          </ButtonBase>
        </Tooltip>
        <span id={descriptionId} hidden>
          {explanation}
        </span>
      </Box>
    </ClickAwayListener>
  );
}
