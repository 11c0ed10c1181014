import Close from '@mui/icons-material/Close';
import InsertDriveFileOutlined from '@mui/icons-material/InsertDriveFileOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import { useUiText } from '../../lib/ui-text';
import { useFileSize } from './message-attachment';

export interface ChosenFileProps {
  file: File;
  /** The upload's share so far (0 to 1) while it is sent; null otherwise. */
  progress: number | null;
  disabled: boolean;
  onRemove: () => void;
}

/** The file that goes with the next message: its name and size, a Remove button, the upload's progress. */
export function ChosenFile({ file, progress, disabled, onRemove }: ChosenFileProps) {
  const t = useUiText();
  const fileSize = useFileSize();
  return (
    <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, paddingInlineStart: 1.5, paddingBlock: 0.5 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <InsertDriveFileOutlined fontSize="small" aria-hidden sx={{ color: 'text.secondary' }} />
        <Box sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere', typography: 'body2' }}>
          <bdi>{file.name}</bdi>{' '}
          <Box component="span" sx={{ color: 'text.secondary' }}>
            ({fileSize(file.size)})
          </Box>
        </Box>
        <IconButton
          size="small"
          aria-label={t('ui.conversation.removeFile', { file: file.name })}
          onClick={onRemove}
          disabled={disabled}
        >
          <Close fontSize="small" />
        </IconButton>
      </Box>
      {progress !== null && (
        <LinearProgress
          variant="determinate"
          value={Math.round(progress * 100)}
          aria-label={t('ui.conversation.uploading', { file: file.name })}
          sx={{ marginInlineEnd: 1.5, marginBlock: 0.5 }}
        />
      )}
    </Box>
  );
}
