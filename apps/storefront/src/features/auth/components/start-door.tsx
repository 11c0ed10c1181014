import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

export interface DoorLink {
  readonly label: string;
  readonly to: string;
  /** Router state passed on (the page a customer was turned away from). */
  readonly state?: unknown;
}

export interface StartDoorProps {
  readonly icon: ReactNode;
  readonly title: string;
  readonly description: string;
  readonly primary: DoorLink;
  readonly secondary: DoorLink;
}

/** One of the two doors of /start: a titled group with its two links. */
export function StartDoor({ icon, title, description, primary, secondary }: StartDoorProps) {
  const titleId = useId();
  return (
    <Paper
      component="section"
      aria-labelledby={titleId}
      variant="outlined"
      sx={{ flex: 1, padding: { xs: 2.5, sm: 3 }, display: 'flex', flexDirection: 'column', gap: 2 }}
    >
      <Box aria-hidden sx={{ color: 'primary.main', '& svg': { fontSize: 40 } }}>
        {icon}
      </Box>
      <Typography id={titleId} variant="h5" component="h2">
        {title}
      </Typography>
      <Typography sx={{ color: 'text.secondary', flex: 1 }}>{description}</Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <Button component={RouterLink} to={primary.to} state={primary.state} variant="contained" fullWidth>
          {primary.label}
        </Button>
        <Button component={RouterLink} to={secondary.to} state={secondary.state} variant="outlined" fullWidth>
          {secondary.label}
        </Button>
      </Stack>
    </Paper>
  );
}
