import ArrowBack from '@mui/icons-material/ArrowBack';
import ArrowForward from '@mui/icons-material/ArrowForward';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState, type DragEvent } from 'react';

const DRAG_TYPE = 'application/x-listing-photo';

export interface PhotoTileProps {
  readonly url: string;
  readonly index: number;
  readonly count: number;
  /** from, to, and which Move button was used (null for a drag). */
  readonly onMove: (from: number, to: number, byKeyboard: 'earlier' | 'later' | null) => void;
  readonly onRemove: () => void;
}

/** One photo: preview, Move earlier/later, Remove; also a drag source and drop target (HTML5). */
export function PhotoTile({ url, index, count, onMove, onRemove }: PhotoTileProps) {
  const [over, setOver] = useState(false);
  const position = index + 1;
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    const from = Number(event.dataTransfer.getData(DRAG_TYPE));
    if (Number.isInteger(from)) onMove(from, index, null);
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
      sx={{ p: 1, width: 152, cursor: 'grab', outline: over ? 2 : 0, outlineColor: 'primary.main' }}
    >
      <Box
        component="img"
        src={url}
        alt={`Photo ${position} of ${count}${index === 0 ? ' (cover)' : ''}`}
        sx={{ width: '100%', height: 100, objectFit: 'cover', borderRadius: 1, display: 'block' }}
        draggable={false}
      />
      <Typography variant="caption" component="p" sx={{ mt: 0.5 }}>
        {index === 0 ? 'Cover' : `Photo ${position}`}
      </Typography>
      <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
        <IconButton
          size="small"
          data-move="earlier"
          aria-label={`Move photo ${position} earlier`}
          disabled={index === 0}
          onClick={() => onMove(index, index - 1, 'earlier')}
        >
          <ArrowBack fontSize="small" />
        </IconButton>
        <IconButton
          size="small"
          data-move="later"
          aria-label={`Move photo ${position} later`}
          disabled={index === count - 1}
          onClick={() => onMove(index, index + 1, 'later')}
        >
          <ArrowForward fontSize="small" />
        </IconButton>
        <IconButton size="small" aria-label={`Remove photo ${position}`} onClick={onRemove}>
          <DeleteOutline fontSize="small" />
        </IconButton>
      </Stack>
    </Paper>
  );
}
