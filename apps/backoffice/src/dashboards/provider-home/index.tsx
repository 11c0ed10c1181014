import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import { EmptyState } from '@marketplace/ui';
import Card from '@mui/material/Card';
import { Title } from 'react-admin';

// The provider landing page, /provider-dashboard/home (spec 2.1). A placeholder until the provider
// dashboard (the next issue) replaces this file; it is loaded lazily.

export default function ProviderHome() {
  return (
    <Card sx={{ marginBlockStart: { xs: 1, sm: 2 } }}>
      <Title title="Home" />
      <EmptyState
        icon={<StorefrontOutlined />}
        title="Your dashboard is being built"
        description="Your listings, orders and earnings will appear here."
      />
    </Card>
  );
}
