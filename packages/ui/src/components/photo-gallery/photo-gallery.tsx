import { isPlaceholderImage, responsiveImage, type ResponsiveImageSlot } from '@marketplace/contract';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { useTheme, type SxProps, type Theme } from '@mui/material/styles';
import { useState } from 'react';
import { ListingPlaceholder } from '../service-card/listing-placeholder';
import { ThumbnailStrip } from './thumbnail-strip';
import { useUiText } from '../../lib/ui-text';
import { visuallyHidden } from '../../lib/visually-hidden';

export interface PhotoGalleryProps {
  /** Photo URLs; placeholder URLs (per the contract's isPlaceholderImage) are left out. */
  photos: readonly string[];
  /** The listing's name: the photos' alt text is built from it. */
  name: string;
  initialIndex?: number;
  onIndexChange?: (index: number) => void;
  previousLabel?: string;
  nextLabel?: string;
  /** The thumbnails' accessible names. */
  thumbnailLabel?: (position: number, count: number) => string;
  sx?: SxProps<Theme>;
}

/**
 * The item page's layout: the whole container width on phones and tablets, half of it (at most
 * 1200 px) from 900 px. Slightly generous, so the browser errs towards the sharper file.
 */
const GALLERY_PHOTO_SIZES = '(min-width: 1200px) 580px, (min-width: 900px) 50vw, 100vw';
/** Up to a 900 px-wide tablet at 1x, or a phone at 3x; stored photos are at most 2048 px anyway. */
const GALLERY_PHOTO_WIDTHS: ResponsiveImageSlot['widths'] = [320, 480, 640, 960, 1280];

/** "2 / 5" on the photo; screen readers hear "Photo 2 of 5" once per change instead. */
function PhotoCounter({ position, count }: { position: number; count: number }) {
  const t = useUiText();
  return (
    <Box
      role="status"
      sx={{
        position: 'absolute',
        insetInlineEnd: 8,
        bottom: 8,
        px: 1,
        borderRadius: 1,
        typography: 'caption',
        fontWeight: 600,
        bgcolor: 'background.paper',
        color: 'text.primary',
      }}
    >
      {/* Left to right in every page direction: "2 / 5" must not read "5 / 2". */}
      <span aria-hidden="true" dir="ltr">{`${position} / ${count}`}</span>
      <Box component="span" sx={visuallyHidden}>
        {t('ui.gallery.position', { position, count })}
      </Box>
    </Box>
  );
}

const overlayButton = (theme: Theme) => ({
  position: 'absolute' as const,
  top: '50%',
  transform: 'translateY(-50%)',
  bgcolor: (theme.vars ?? theme).palette.background.paper,
  boxShadow: theme.shadows[2],
  '&:hover': { bgcolor: (theme.vars ?? theme).palette.background.paper },
  '&.Mui-disabled': { bgcolor: (theme.vars ?? theme).palette.background.paper, opacity: 0.6 },
});

/**
 * A listing's photos: the chosen one large, with previous/next buttons and a strip of thumbnails.
 * Previous and next stop at the ends (disabled) rather than wrap, so the first and last photo are
 * recognisable and the arrow keys on the strip behave the same way.
 */
export function PhotoGallery(props: PhotoGalleryProps) {
  const { name, initialIndex = 0, onIndexChange, sx } = props;
  const t = useUiText();
  const previousLabel = props.previousLabel ?? t('ui.gallery.previous');
  const nextLabel = props.nextLabel ?? t('ui.gallery.next');
  const thumbnailLabel =
    props.thumbnailLabel ?? ((position: number, count: number) => t('ui.gallery.thumbnail', { position, count }));
  const photos = props.photos.filter((url) => !isPlaceholderImage(url));
  const count = photos.length;
  const [chosen, setChosen] = useState(initialIndex);
  const index = Math.max(0, Math.min(chosen, count - 1));
  const rtl = useTheme().direction === 'rtl';
  // Arrows point the way they move: mirrored when the page runs right to left.
  const mirror = rtl ? { transform: 'scaleX(-1)' } : undefined;

  const show = (next: number) => {
    if (next < 0 || next >= count || next === index) return;
    setChosen(next);
    onIndexChange?.(next);
  };

  const current = photos[index];
  const currentImage = current
    ? responsiveImage(current, { widths: GALLERY_PHOTO_WIDTHS, sizes: GALLERY_PHOTO_SIZES })
    : undefined;
  return (
    <Box sx={sx}>
      <Box sx={{ position: 'relative', aspectRatio: '4 / 3', borderRadius: 2, overflow: 'hidden' }}>
        {currentImage ? (
          <Box
            component="img"
            src={currentImage.src}
            srcSet={currentImage.srcSet}
            sizes={currentImage.sizes}
            alt={count > 1 ? t('ui.gallery.alt', { name, position: index + 1, count }) : name}
            // The detail page's largest paint: fetched at once and first (issue 18); the box is 4:3.
            width={800}
            height={600}
            loading="eager"
            fetchPriority="high"
            sx={{ display: 'block', width: 1, height: 1, objectFit: 'cover' }}
          />
        ) : (
          <ListingPlaceholder />
        )}
        {count > 1 && (
          <>
            <IconButton
              aria-label={previousLabel}
              disabled={index === 0}
              onClick={() => show(index - 1)}
              sx={[overlayButton, { insetInlineStart: 8 }]}
            >
              <ChevronLeft sx={mirror} />
            </IconButton>
            <IconButton
              aria-label={nextLabel}
              disabled={index === count - 1}
              onClick={() => show(index + 1)}
              sx={[overlayButton, { insetInlineEnd: 8 }]}
            >
              <ChevronRight sx={mirror} />
            </IconButton>
            <PhotoCounter position={index + 1} count={count} />
          </>
        )}
      </Box>
      {count > 1 && (
        <ThumbnailStrip photos={photos} index={index} onSelect={show} label={thumbnailLabel} sx={{ mt: 1 }} />
      )}
    </Box>
  );
}
