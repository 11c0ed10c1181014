import { imageVariantUrl, isPlaceholderImage } from '@marketplace/contract';
import { initialsOf } from '@marketplace/ui';
import Avatar from '@mui/material/Avatar';
import { initialsAvatarSx } from '@/components/initials-avatar-sx';

const LOGO_SIZE = 56;

/**
 * A business's logo, 56 px square, or its initials. Decorative (`alt=""`): the business name next
 * to it says who it is. A stored logo loads its 160 px variant (sharp up to ~3x screens) as the
 * src, with no srcset: MUI's Avatar probes its image with a second `Image` that gets srcset but no
 * sizes, so a srcset would make phones download a second, larger file.
 */
export function ProviderLogo({ imageUrl, businessName }: { imageUrl: string; businessName: string }) {
  const src = isPlaceholderImage(imageUrl) ? undefined : (imageVariantUrl(imageUrl, 160) ?? imageUrl);
  return (
    <Avatar
      src={src}
      alt=""
      slotProps={{ img: { width: LOGO_SIZE, height: LOGO_SIZE } }}
      sx={{ ...initialsAvatarSx, width: LOGO_SIZE, height: LOGO_SIZE }}
    >
      {initialsOf(businessName)}
    </Avatar>
  );
}
