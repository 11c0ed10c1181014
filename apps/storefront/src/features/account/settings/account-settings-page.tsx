import { PageHeader } from '@marketplace/ui';
import Stack from '@mui/material/Stack';
import { useT } from '@/lib/text';
import { SecurityCard } from './components/security-card';
import { PreferencesCard } from './components/preferences-card';

/**
 * /customer-dashboard/settings (spec 2.5, "Account Settings"): the read-only preferences and the
 * password reset. Nothing here loads data, so the page has no loading or error state of its own;
 * the reset's request shows its progress and failure in its dialogs.
 */
export function AccountSettingsPage() {
  const t = useT();
  return (
    <>
      <PageHeader title={t('account.settings.title')} />
      <Stack spacing={3} sx={{ maxInlineSize: 720 }}>
        <PreferencesCard />
        <SecurityCard />
      </Stack>
    </>
  );
}
