import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useT } from '@/lib/text';
import { CartPanelBody } from './cart-panel-body';

export interface CartDrawerProps {
  readonly id: string;
  readonly open: boolean;
  readonly onClose: () => void;
}

/**
 * The cart side panel of spec 2.4: a modal drawer on the inline end (right in English, left in a
 * right-to-left page, which MUI flips), full width on phones. MUI traps and restores focus.
 */
export function CartDrawer({ id, open, onClose }: CartDrawerProps) {
  const t = useT();
  const titleId = useId();
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{
        paper: {
          id,
          role: 'dialog',
          'aria-modal': true,
          'aria-labelledby': titleId,
          sx: { inlineSize: { xs: '100%', sm: 420 }, display: 'flex', flexDirection: 'column' },
        },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, paddingInline: 2, paddingBlock: 1.5 }}>
        <Typography id={titleId} variant="h6" component="h2" sx={{ flex: 1 }}>
          {t('cart.panel.title')}
        </Typography>
        <IconButton aria-label={t('cart.panel.close')} onClick={onClose} sx={{ marginInlineEnd: -1 }}>
          <CloseIcon />
        </IconButton>
      </Box>
      <Divider />
      {/* A closed drawer unmounts its content (MUI's default), so nothing runs behind it. */}
      <CartPanelBody onClose={onClose} />
    </Drawer>
  );
}
