import InsightsOutlined from '@mui/icons-material/InsightsOutlined';
import { EmptyState } from '@marketplace/ui';
import Card from '@mui/material/Card';
import { Title } from 'react-admin';

// The admin landing page, /admin/analytics (spec 2.1). A placeholder until the analytics
// dashboard (stat cards and charts, issue 15) replaces this file; it is loaded lazily.

export default function AdminAnalytics() {
  return (
    <Card sx={{ marginBlockStart: { xs: 1, sm: 2 } }}>
      <Title title="Analytics" />
      <EmptyState
        icon={<InsightsOutlined />}
        title="The dashboard is being built"
        description="Sales, top providers and revenue of the marketplace will appear here."
      />
    </Card>
  );
}
