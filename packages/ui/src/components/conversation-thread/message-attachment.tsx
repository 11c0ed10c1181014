import type { ConversationAttachment } from '@marketplace/contract';
import { useLocale } from '@marketplace/i18n';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { useUiText } from '../../lib/ui-text';
import { visuallyHidden } from '../../lib/visually-hidden';
import { fileSizeParts } from './message-time';

/** The longest side of an image's thumbnail in the thread, in CSS pixels. */
export const THUMBNAIL_MAX = 240;

/** The thumbnail's box for an image of this size, so the thread does not jump as images load. */
function thumbnailSize({ Width, Height }: ConversationAttachment) {
  if (Width <= 0 || Height <= 0) return { width: THUMBNAIL_MAX, height: THUMBNAIL_MAX };
  const scale = Math.min(1, THUMBNAIL_MAX / Math.max(Width, Height));
  return { width: Math.round(Width * scale), height: Math.round(Height * scale) };
}

export function useFileSize() {
  const t = useUiText();
  const locale = useLocale();
  return (bytes: number) => t('ui.conversation.fileSize', fileSizeParts(bytes, locale));
}

/**
 * A file sent in the thread: an image as a thumbnail that opens the whole image in a new tab, a PDF
 * as a chip with its name and size. The file's name is the sender's, shown as text only.
 */
export function MessageAttachment({ attachment }: { attachment: ConversationAttachment }) {
  const t = useUiText();
  const fileSize = useFileSize();
  const newTab = (
    <Box component="span" sx={visuallyHidden}>
      {` ${t('ui.conversation.newTab')}`}
    </Box>
  );
  if (attachment.ContentType.startsWith('image/')) {
    const { width, height } = thumbnailSize(attachment);
    return (
      <Link href={attachment.Url} target="_blank" rel="noopener noreferrer" sx={{ display: 'inline-block' }}>
        <Box
          component="img"
          src={attachment.Url}
          alt={t('ui.conversation.imageAlt', { file: attachment.FileName })}
          loading="lazy"
          width={width}
          height={height}
          sx={{ display: 'block', maxInlineSize: '100%', blockSize: 'auto', borderRadius: 1, objectFit: 'cover' }}
        />
        {newTab}
      </Link>
    );
  }
  return (
    <Link
      href={attachment.Url}
      target="_blank"
      rel="noopener noreferrer"
      underline="hover"
      color="inherit"
      sx={(theme) => ({
        display: 'inline-flex',
        alignItems: 'center',
        gap: 1,
        maxInlineSize: '100%',
        paddingBlock: 0.75,
        paddingInline: 1.5,
        borderRadius: 2,
        border: 1,
        borderColor: 'currentColor',
        bgcolor: (theme.vars ?? theme).palette.background.paper,
        color: (theme.vars ?? theme).palette.text.primary,
      })}
    >
      <PictureAsPdfOutlined fontSize="small" aria-hidden />
      <Box component="span" sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
        <bdi>{attachment.FileName}</bdi>
      </Box>
      <Box component="span" sx={{ flexShrink: 0, color: 'text.secondary', fontSize: '0.8125rem' }}>
        <Box component="span" sx={visuallyHidden}>
          {`${t('ui.conversation.pdf')}, `}
        </Box>
        {fileSize(attachment.SizeBytes)}
      </Box>
      {newTab}
    </Link>
  );
}
