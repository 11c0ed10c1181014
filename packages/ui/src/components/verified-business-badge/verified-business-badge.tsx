import VerifiedIcon from '@mui/icons-material/Verified';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Link from '@mui/material/Link';
import type { SxProps, Theme } from '@mui/material/styles';
import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ElementType,
  type ReactNode,
  type RefObject,
} from 'react';
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

/** Hover intent: a pointer passing over the badge does not flash the tooltip, nor close it on the way into it. */
const HOVER_DELAY_MS = 100;
/** Space kept between the tooltip and the badge, and between the tooltip and the window's edges. */
const GAP_PX = 8;

/** Whether keyboard focus (not a click) put focus there; a browser without :focus-visible says yes. */
function focusIsVisible(element: Element): boolean {
  try {
    return element.matches(':focus-visible');
  } catch {
    return true;
  }
}

/**
 * "Verified business" (issue 38): shown beside a business's name while the marketplace has
 * accepted its current documents. A button whose tooltip says what was checked, with a link to
 * the help text:
 * - it opens on hover, on keyboard focus and on a click or tap (phones have no hover), and closes
 *   with Escape (focus returning to the badge), a click or tap elsewhere, the pointer leaving (unless
 *   a click or focus keeps it) or focus leaving the badge and its tooltip;
 * - the tooltip follows the button in the page's order (no portal), so Tab goes from the button to
 *   "Learn more"; it is positioned `fixed`, so a card's clipped overflow does not cut it;
 * - screen readers get the explanation as the button's description whether or not it is open.
 * Its own small toggletip rather than MUI's Tooltip: that one (with Popper, popper.js and its
 * transitions) was 12.8 KB gzip on every catalog page's first load (issue 38).
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
  const hoverTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  /** Set while Escape hands focus back to the button, which must not open the tooltip again. */
  const returningFocus = useRef(false);
  const descriptionId = useId();
  const label = t('ui.verifiedBusiness.label');
  const explanation = t('ui.verifiedBusiness.explanation');

  const within = (node: unknown) => node instanceof Node && Boolean(wrapper.current?.contains(node));
  const hoverTo = (next: boolean) => {
    clearTimeout(hoverTimer.current);
    hoverTimer.current = setTimeout(() => {
      // Leaving keeps it while the reader's focus is on it (they clicked, tapped or tabbed to it).
      if (next || !within(document.activeElement)) setOpen(next);
    }, HOVER_DELAY_MS);
  };
  /** Closes it now, dropping a hover's pending open (a tap elsewhere right after one). */
  const close = () => {
    clearTimeout(hoverTimer.current);
    setOpen(false);
  };
  useEffect(() => () => clearTimeout(hoverTimer.current), []);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      if (within(document.activeElement) && document.activeElement !== button.current) {
        returningFocus.current = true;
        button.current?.focus();
        returningFocus.current = false;
      }
      close();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!within(event.target)) close();
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open]);

  return (
    <Box
      component="span"
      ref={wrapper}
      onMouseEnter={() => hoverTo(true)}
      onMouseLeave={() => hoverTo(false)}
      onBlur={(event) => {
        if (!within(event.relatedTarget)) close();
      }}
      sx={[{ display: 'inline-flex', verticalAlign: 'middle', flexShrink: 0 }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      <ButtonBase
        ref={button}
        aria-label={compact ? label : undefined}
        aria-describedby={descriptionId}
        onClick={() => setOpen(true)}
        onFocus={(event) => {
          if (!returningFocus.current && focusIsVisible(event.currentTarget)) setOpen(true);
        }}
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
      <span id={descriptionId} hidden>
        {explanation}
      </span>
      {open && (
        <Bubble anchor={button}>
          {explanation}{' '}
          <Link component={linkComponent ?? 'a'} href={learnMoreHref} color="inherit" sx={{ fontWeight: 600 }}>
            {t('ui.verifiedBusiness.learnMore')}
          </Link>
        </Bubble>
      )}
    </Box>
  );
}

/**
 * The open tooltip, fixed under its badge (over it when there is more room there), its reading
 * start lined up with the badge's and kept inside the window; it follows the badge as the page
 * scrolls or resizes. Placed by inline style, which the right-to-left style cache leaves as written.
 */
function Bubble({ anchor, children }: { anchor: RefObject<HTMLElement | null>; children: ReactNode }) {
  const bubble = useRef<HTMLDivElement>(null);
  const [position, setPosition] = useState<{ top: number; left: number } | null>(null);
  useLayoutEffect(() => {
    const place = () => {
      const target = anchor.current?.getBoundingClientRect();
      const own = bubble.current?.getBoundingClientRect();
      if (!target || !own) return;
      const { innerWidth, innerHeight } = window;
      const below = target.bottom + GAP_PX;
      const above = target.top - GAP_PX - own.height;
      const top = below + own.height > innerHeight - GAP_PX && above >= GAP_PX ? above : below;
      const rtl = getComputedStyle(anchor.current!).direction === 'rtl';
      const start = rtl ? target.right - own.width : target.left;
      const left = Math.max(GAP_PX, Math.min(start, innerWidth - own.width - GAP_PX));
      setPosition((old) => (old?.top === top && old.left === left ? old : { top, left }));
    };
    place();
    window.addEventListener('scroll', place, { capture: true, passive: true });
    window.addEventListener('resize', place);
    return () => {
      window.removeEventListener('scroll', place, { capture: true });
      window.removeEventListener('resize', place);
    };
  }, [anchor]);
  return (
    <Box
      ref={bubble}
      role="tooltip"
      style={{ top: position?.top ?? 0, left: position?.left ?? 0, visibility: position ? 'visible' : 'hidden' }}
      sx={(theme) => ({
        position: 'fixed',
        zIndex: theme.zIndex.tooltip,
        maxWidth: `min(280px, calc(100vw - ${2 * GAP_PX}px))`,
        paddingBlock: 1,
        paddingInline: 1.5,
        borderRadius: 1,
        typography: 'body2',
        // Opaque, as the sentence often lies over a card's text.
        bgcolor: 'grey.800',
        color: 'common.white',
        boxShadow: theme.shadows[4],
        textAlign: 'start',
        whiteSpace: 'normal',
      })}
    >
      {children}
    </Box>
  );
}

/**
 * The badge's check mark alone, not interactive, named "Verified business": for places that are
 * links themselves (a whole card that opens the business), where a button inside would be a
 * control inside a control. The explanation is one click away, on the business's own page.
 */
export function VerifiedBusinessMark({ sx }: { sx?: SxProps<Theme> }) {
  const text = useUiText();
  return (
    <VerifiedIcon
      role="img"
      aria-label={text('ui.verifiedBusiness.label')}
      aria-hidden={false}
      sx={[
        (theme) => ({ fontSize: 20, verticalAlign: 'middle', color: (theme.vars ?? theme).palette.status.green.fg }),
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    />
  );
}
