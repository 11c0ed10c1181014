import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useProvider } from '../api/get-provider';

// The brands page links to /services?ProviderId=...; the filter bar has no control for it, so
// this line says the list is narrowed to one business and offers the way back to all of them.

export interface ProviderFilterNoticeProps {
  readonly providerId: string;
  readonly onClear: () => void;
}

export function ProviderFilterNotice({ providerId, onClear }: ProviderFilterNoticeProps) {
  const { data } = useProvider(providerId);
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <Typography variant="body2">
        {data ? (
          <>
            Showing services from <bdi>{data.BusinessName}</bdi>
          </>
        ) : (
          'Showing services from one provider'
        )}
      </Typography>
      <Button size="small" onClick={onClear}>
        Show all providers
      </Button>
    </Stack>
  );
}
