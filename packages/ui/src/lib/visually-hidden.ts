/**
 * Hidden on screen, still read by screen readers (the usual clip pattern). Lengths are strings
 * on purpose: in `sx`, `width: 1` means 100% and `margin: -1` one spacing unit, not pixels. Plain
 * CSS, so it also works as a `style` (a table caption).
 */
export const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
