import { MEDIA_ID_PATTERN, type MediaRelatedType, type MediaUploadFields, type Role } from '@marketplace/contract';
import { forbidden } from '../../lib/http-error';
import type { AuthUser } from '../../identity/access-token';
import { isSelfOrAdmin } from '../../identity/access-rules';
import { ADMIN_ROLES } from '../../identity/access-rules';

// Who may upload or delete which file. Kept apart from the service so the rules read as a list.

export const MEDIA_ACCESS_MESSAGES = {
  uploadForOther: 'You can only upload files for your own account.',
  profileOfOther: 'You can only upload a picture for your own profile.',
  relatedTypeRole: 'Your account cannot upload pictures of this kind.',
  deleteOther: 'You can only delete your own files.',
} as const;

/**
 * Which roles may upload pictures for each kind of record: category pictures belong to the admin
 * area, listing and business pictures to providers; everyone has a profile picture.
 */
const UPLOAD_ROLES: Record<MediaRelatedType, readonly Role[]> = {
  Profile: ['customer', 'provider', ...ADMIN_ROLES],
  ServiceItem: ['provider', ...ADMIN_ROLES],
  Provider: ['provider', ...ADMIN_ROLES],
  Category: ADMIN_ROLES,
};

const UUID = new RegExp(MEDIA_ID_PATTERN);

/** Throws 403 unless `user` may upload a file owned by `fields.UserId` for that record. */
export function assertMayUpload(user: AuthUser, fields: MediaUploadFields): void {
  if (!isSelfOrAdmin(user, fields.UserId)) throw forbidden(MEDIA_ACCESS_MESSAGES.uploadForOther);
  if (!UPLOAD_ROLES[fields.RelatedType].includes(user.role)) throw forbidden(MEDIA_ACCESS_MESSAGES.relatedTypeRole);
  // A profile picture's RelatedId is the user id, or a time-based temporary id before there is
  // one (spec section 3); another account's id would attach the picture to their profile.
  if (fields.RelatedType === 'Profile' && UUID.test(fields.RelatedId) && fields.RelatedId !== fields.UserId) {
    throw forbidden(MEDIA_ACCESS_MESSAGES.profileOfOther);
  }
}

/**
 * The `userId` query names whose file the caller means to delete (spec 7.2); it must be the caller
 * (unless admin), and the file must be theirs. Checked before the lookup as far as possible.
 */
export function assertMayDeleteFor(user: AuthUser, userId: string): void {
  if (!isSelfOrAdmin(user, userId)) throw forbidden(MEDIA_ACCESS_MESSAGES.deleteOther);
}

export function assertOwnsMedia(user: AuthUser, ownerUserId: string | null): void {
  // A file whose owner account was removed (NULL owner) can only be deleted by an admin.
  if (!isSelfOrAdmin(user, ownerUserId ?? '')) throw forbidden(MEDIA_ACCESS_MESSAGES.deleteOther);
}
