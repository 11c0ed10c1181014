import { fullName, isPlaceholderImage, type UserProfile } from '@marketplace/contract';
import Verified from '@mui/icons-material/Verified';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { initialsAvatarSx } from '../../../components/initials-avatar-sx';

function initials(profile: UserProfile): string {
  return `${profile.firstName.charAt(0)}${profile.lastName.charAt(0)}`.toUpperCase() || '?';
}

/** The signed-in customer as the profile holds them: photo, name, e-mail with its verified state. */
export function ProfileSummary({ profile }: { profile: UserProfile }) {
  const name = fullName(profile);
  return (
    <Card component="section" aria-labelledby="profile-summary-name">
      <CardContent>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Avatar
            // The name is right beside the photo, so the photo itself needs no text.
            alt=""
            src={isPlaceholderImage(profile.imageUrl) ? undefined : profile.imageUrl}
            sx={{ ...initialsAvatarSx, inlineSize: 64, blockSize: 64, fontSize: 24 }}
          >
            {initials(profile)}
          </Avatar>
          <Box sx={{ minWidth: 0 }}>
            <Typography
              id="profile-summary-name"
              variant="h5"
              component="h2"
              dir="auto"
              sx={{ overflowWrap: 'anywhere' }}
            >
              {name}
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              Customer
            </Typography>
          </Box>
        </Stack>
        <Stack
          direction="row"
          spacing={1}
          useFlexGap
          sx={{ alignItems: 'center', flexWrap: 'wrap', marginBlockStart: 2 }}
        >
          {/* Addresses and numbers keep their left-to-right order inside an Arabic page. */}
          <Typography variant="body1" sx={{ overflowWrap: 'anywhere' }}>
            <span dir="ltr">{profile.email}</span>
          </Typography>
          {profile.isActive ? (
            <Chip icon={<Verified />} label="Verified" color="success" size="small" variant="outlined" />
          ) : (
            <Chip label="Not verified" color="warning" size="small" variant="outlined" />
          )}
        </Stack>
        {profile.phoneNumber && (
          <Typography variant="body2" sx={{ color: 'text.secondary', marginBlockStart: 1 }}>
            <span dir="ltr">{profile.phoneNumber}</span>
          </Typography>
        )}
        {profile.address && (
          <Typography variant="body2" dir="auto" sx={{ color: 'text.secondary', marginBlockStart: 0.5 }}>
            {profile.address}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}
