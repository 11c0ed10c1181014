import type { Role } from '@marketplace/contract';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { Logout, useGetIdentity, usePermissions, UserMenu } from 'react-admin';

const ROLE_LABELS: Record<Role, string> = {
  customer: 'Customer',
  provider: 'Provider',
  admin: 'Admin',
  superAdmin: 'Super admin',
};

/** Who is signed in (the name is hidden from the bar on phones) and as what. Not a menu item. */
function SignedInAs() {
  const { identity } = useGetIdentity();
  const { permissions } = usePermissions<Role | null>();
  if (!identity?.fullName) return null;
  return (
    <>
      <Box sx={{ paddingInline: 2, paddingBlock: 1, maxWidth: 280 }}>
        <Typography variant="subtitle2" noWrap>
          {identity.fullName}
        </Typography>
        {permissions && (
          <Typography variant="body2" color="text.secondary">
            {ROLE_LABELS[permissions]}
          </Typography>
        )}
      </Box>
      <Divider />
    </>
  );
}

/**
 * react-admin's user menu; its Logout calls the auth provider, which signs out of both apps. The
 * button shows the user's name, so its accessible name starts with it (react-admin's default,
 * "Profile", would not match what sighted users see: WCAG 2.5.3, axe label-content-name-mismatch).
 */
export function PortalUserMenu() {
  const { identity } = useGetIdentity();
  return (
    <UserMenu label={identity?.fullName ? `${identity.fullName}, account menu` : 'Account menu'}>
      <SignedInAs />
      <Logout />
    </UserMenu>
  );
}
