import ArrowBack from '@mui/icons-material/ArrowBack';
import ArrowForward from '@mui/icons-material/ArrowForward';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { useState, type DragEvent, type KeyboardEvent } from 'react';
import { useT } from '@/i18n/text';
import { arrowMove } from './photo-order';

const DRAG_TYPE = 'application/x-listing-photo';

/** The arrows point along the reading direction: "earlier" points to the right in Arabic. */
const MIRRORED_IN_RTL = { '[dir=rtl] &': { transform: 'scaleX(-1)' } } as const;

export interface PhotoTileProps {
  readonly url: string;
  readonly index: number;
  readonly count: number;
  /** from, to, and which Move button or arrow key was used (null for a drag). */
  readonly onMove: (from: number, to: number, byKeyboard: 'earlier' | 'later' | null) => void;
  readonly onRemove: () => void;
}

/**
 * One photo: preview, Move earlier/later, Remove; also a drag source and drop target (HTML5). With
 * the focus in the tile, the left and right arrow keys move it along the row as it reads: in Arabic
 * (right to left) ArrowRight moves it earlier and ArrowLeft later.
 */
export function PhotoTile({ url, index, count, onMove, onRemove }: PhotoTileProps) {
  const t = useT();
  const direction = useTheme().direction;
  const [over, setOver] = useState(false);
  const position = index + 1;
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    const from = Number(event.dataTransfer.getData(DRAG_TYPE));
    if (Number.isInteger(from)) onMove(from, index, null);
  };
  const arrow = (event: KeyboardEvent) => {
    const move = arrowMove(event.key, direction);
    if (!move || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    event.preventDefault();
    if (move === 'earlier' && index > 0) onMove(index, index - 1, 'earlier');
    if (move === 'later' && index < count - 1) onMove(index, index + 1, 'later');
  };
  return (
    <Paper
      component="li"
      variant="outlined"
      data-photo={url}
      draggable
      onDragStart={(event: DragEvent) => {
        event.dataTransfer.setData(DRAG_TYPE, String(index));
        event.dataTransfer.effectAllowed = 'move';
      }}
      onDragOver={(event: DragEvent) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={drop}
      onKeyDown={arrow}
      sx={{ p: 1, width: 152, cursor: 'grab', outline: over ? 2 : 0, outlineColor: 'primary.main' }}
    >
      <Box
        component="img"
        src={url}
        alt={t(index === 0 ? 'provider.listings.photos.altCover' : 'provider.listings.photos.alt', {
          position,
          count,
        })}
        sx={{ width: '100%', height: 100, objectFit: 'cover', borderRadius: 1, display: 'block' }}
        draggable={false}
      />
      <Typography variant="caption" component="p" sx={{ mt: 0.5 }}>
        {index === 0 ? t('provider.listings.photos.cover') : t('provider.listings.photos.caption', { position })}
      </Typography>
      <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
        <IconButton
          size="small"
          data-move="earlier"
          aria-label={t('provider.listings.photos.moveEarlier', { position })}
          aria-keyshortcuts={direction === 'rtl' ? 'ArrowRight' : 'ArrowLeft'}
          disabled={index === 0}
          onClick={() => onMove(index, index - 1, 'earlier')}
        >
          <ArrowBack fontSize="small" sx={MIRRORED_IN_RTL} />
        </IconButton>
        <IconButton
          size="small"
          data-move="later"
          aria-label={t('provider.listings.photos.moveLater', { position })}
          aria-keyshortcuts={direction === 'rtl' ? 'ArrowLeft' : 'ArrowRight'}
          disabled={index === count - 1}
          onClick={() => onMove(index, index + 1, 'later')}
        >
          <ArrowForward fontSize="small" sx={MIRRORED_IN_RTL} />
        </IconButton>
        <IconButton size="small" aria-label={t('provider.listings.photos.remove', { position })} onClick={onRemove}>
          <DeleteOutline fontSize="small" />
        </IconButton>
      </Stack>
    </Paper>
  );
}
