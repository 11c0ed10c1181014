import { fullName, type ToastText, type UserProfile } from '@marketplace/contract';
import { AvatarPicker } from '@marketplace/ui';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useT } from '@/lib/text';
import type { ImageChoice } from './save-profile';

export interface ProfileCardProps {
  readonly profile: UserProfile;
  readonly editing: boolean;
  readonly saving: boolean;
  readonly image: ImageChoice;
  readonly onImageChange: (choice: ImageChoice) => void;
  readonly onImageError: (text: ToastText) => void;
}

/**
 * The left card of spec 2.5: avatar, full name, 'Customer' and the address. While editing, the
 * picker checks a chosen file (type, 10 MB) and previews it; nothing is uploaded before Save.
 */
export function ProfileCard({ profile, editing, saving, image, onImageChange, onImageError }: ProfileCardProps) {
  const t = useT();
  const name = fullName(profile);
  return (
    <Card component="section" aria-labelledby="profile-card-name">
      <CardContent>
        <Stack spacing={1} sx={{ alignItems: 'center', textAlign: 'center' }}>
          <AvatarPicker
            // Remove previews as "no photo"; the saved URL is only cleared on Save.
            imageUrl={image.kind === 'removed' ? '' : profile.imageUrl}
            name={name}
            editable={editing}
            disabled={saving}
            onSelect={(file) => onImageChange({ kind: 'new', file })}
            onRemove={() => onImageChange({ kind: 'removed' })}
            onError={onImageError}
            size={112}
          />
          <Typography id="profile-card-name" variant="h5" component="h2" dir="auto" sx={{ overflowWrap: 'anywhere' }}>
            {name}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('account.profile.role')}
          </Typography>
          {profile.address && (
            <Typography variant="body2" dir="auto" sx={{ overflowWrap: 'anywhere' }}>
              {profile.address}
            </Typography>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
