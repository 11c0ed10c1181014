import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Stack from '@mui/material/Stack';
import { useTheme, type SxProps, type Theme } from '@mui/material/styles';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { responsiveImage } from '@marketplace/contract';

export interface ThumbnailStripProps {
  photos: readonly string[];
  index: number;
  /** Asks for another photo (by click, or by arrow key, when the focus follows the choice). */
  onSelect: (index: number) => void;
  label: (position: number, count: number) => string;
  sx?: SxProps<Theme>;
}

const THUMBNAIL_WIDTH = 72;
/** 72 CSS px: the 160 px file up to 2x screens, 320 px beyond. */
const THUMBNAIL_SLOT = { widths: [160, 320], sizes: `${THUMBNAIL_WIDTH}px` } as const;

/** The gallery's thumbnails: one button each, the current one marked with aria-current. */
export function ThumbnailStrip({ photos, index, onSelect, label, sx }: ThumbnailStripProps) {
  const strip = useRef<HTMLDivElement>(null);
  const rtl = useTheme().direction === 'rtl';
  const count = photos.length;

  // Keep the chosen thumbnail in view when previous/next moved past the strip's visible part.
  // Scrolls the strip only (scrollIntoView could scroll the whole page to the strip).
  useEffect(() => {
    const thumbnail = strip.current?.children[index];
    if (!strip.current || !thumbnail) return;
    const visible = strip.current.getBoundingClientRect();
    const box = thumbnail.getBoundingClientRect();
    if (box.left < visible.left) strip.current.scrollBy({ left: box.left - visible.left });
    else if (box.right > visible.right) strip.current.scrollBy({ left: box.right - visible.right });
  }, [index]);

  // Arrow keys follow the reading direction and stop at the ends, like previous/next.
  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
    const backward = rtl ? 'ArrowRight' : 'ArrowLeft';
    const targets: Record<string, number> = { [forward]: index + 1, [backward]: index - 1, Home: 0, End: count - 1 };
    const next = targets[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const clamped = Math.max(0, Math.min(next, count - 1));
    onSelect(clamped);
    (strip.current?.children[clamped] as HTMLElement | undefined)?.focus();
  };

  return (
    <Stack
      ref={strip}
      direction="row"
      spacing={1}
      onKeyDown={handleKeyDown}
      sx={[{ p: 0.5, overflowX: 'auto' }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      {photos.map((photo, position) => (
        <ButtonBase
          key={`${position}-${photo}`}
          aria-label={label(position + 1, count)}
          aria-current={position === index ? 'true' : undefined}
          onClick={() => onSelect(position)}
          sx={(theme) => ({
            flex: '0 0 auto',
            width: THUMBNAIL_WIDTH,
            aspectRatio: '4 / 3',
            borderRadius: 1,
            overflow: 'hidden',
            border: '2px solid',
            borderColor: position === index ? (theme.vars ?? theme).palette.primary.main : 'transparent',
          })}
        >
          <Box
            component="img"
            {...responsiveImage(photo, THUMBNAIL_SLOT)}
            alt=""
            // The button's 4:3 box, before any CSS.
            width={THUMBNAIL_WIDTH}
            height={(THUMBNAIL_WIDTH * 3) / 4}
            loading="lazy"
            decoding="async"
            sx={{ display: 'block', width: 1, height: 1, objectFit: 'cover' }}
          />
        </ButtonBase>
      ))}
    </Stack>
  );
}
