import { isPlaceholderImage, responsiveImage, type ListingType } from '@marketplace/contract';
import HomeRepairServiceOutlined from '@mui/icons-material/HomeRepairServiceOutlined';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import Box from '@mui/material/Box';
import { useState } from 'react';

export interface CartLineImageProps {
  /** The line's first photo; empty, 'placeholder' URLs (spec section 3) and broken ones show the placeholder. */
  src: string | undefined;
  type: ListingType;
  size?: number;
}

/**
 * The line's first photo, or a built-in placeholder drawn in theme colours (no network, follows
 * light and dark). Decorative in both cases: the line's name is right beside it.
 */
export function CartLineImage({ src, type, size = 64 }: CartLineImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showPhoto = !isPlaceholderImage(src) && failedSrc !== src;
  const frame = { width: size, height: size, flexShrink: 0, borderRadius: 1.5, overflow: 'hidden' } as const;

  if (showPhoto && src) {
    return (
      <Box
        component="img"
        // A 48-64 px square: the 160 px file covers it up to 2.5x screens, 320 px beyond.
        {...responsiveImage(src, { widths: [160, 320], sizes: `${size}px` })}
        alt=""
        width={size}
        height={size}
        loading="lazy"
        decoding="async"
        onError={() => setFailedSrc(src)}
        sx={{ ...frame, display: 'block', objectFit: 'cover' }}
      />
    );
  }
  const Icon = type === 'service' ? HomeRepairServiceOutlined : Inventory2Outlined;
  return (
    <Box
      aria-hidden
      data-testid="cart-line-placeholder"
      sx={(theme) => ({
        ...frame,
        display: 'grid',
        placeItems: 'center',
        bgcolor: theme.alpha((theme.vars ?? theme).palette.secondary.main, 0.12),
        color: (theme.vars ?? theme).palette.secondary.main,
      })}
    >
      <Icon sx={{ fontSize: size / 2 }} />
    </Box>
  );
}
