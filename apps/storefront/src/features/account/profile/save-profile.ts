import { isApiError, type Api } from '@marketplace/client';
import {
  isPlaceholderImage,
  mediaIdFromUrl,
  PROFILE_TOASTS,
  uploadedFileUrl,
  type Customer,
  type ProfileFormValues,
  type ToastText,
} from '@marketplace/contract';

/** What the person did with the photo while editing: nothing, a new file, or Remove. */
export type ImageChoice =
  { readonly kind: 'keep' } | { readonly kind: 'new'; readonly file: File } | { readonly kind: 'removed' };

export interface SaveProfileInput {
  readonly userId: string;
  /** The saved ImageUrl before this edit. */
  readonly savedImageUrl: string;
  readonly values: ProfileFormValues;
  readonly image: ImageChoice;
}

/**
 * Deletes the saved photo; true when it is gone. A URL without a media id (not one of our
 * uploads, e.g. an outside address) has no file here to delete, and a 404 means it is gone
 * already: both count as deleted, or such a photo could never be removed.
 */
async function deleteSavedImage(api: Api, url: string, userId: string): Promise<boolean> {
  let mediaId: string;
  try {
    mediaId = mediaIdFromUrl(url);
  } catch {
    return true;
  }
  try {
    await api.media.delete(mediaId, userId);
    return true;
  } catch (error) {
    return isApiError(error) && error.status === 404;
  }
}

/**
 * The save sequence of spec section 4: with a new file the old photo is deleted first, then the
 * new one uploaded; with Remove the old photo is deleted and ImageUrl becomes ''. A failed delete
 * or upload does not stop the save: the other fields are still sent, with the spec's toast.
 * Once the old file is deleted its URL is never sent again (it would be a broken picture).
 */
export async function saveProfile(
  api: Api,
  { userId, savedImageUrl, values, image }: SaveProfileInput,
  warn: (text: ToastText) => void,
): Promise<Customer> {
  const saved = isPlaceholderImage(savedImageUrl) ? '' : savedImageUrl;
  let imageUrl = image.kind === 'keep' ? savedImageUrl : saved;
  if (image.kind !== 'keep' && saved) {
    if (await deleteSavedImage(api, saved, userId)) imageUrl = '';
    else warn(PROFILE_TOASTS.imageDeleteFailed);
  }
  if (image.kind === 'new') {
    try {
      const uploaded = await api.media.upload({
        file: image.file,
        UserId: userId,
        RelatedType: 'Profile',
        RelatedId: userId,
      });
      const url = uploadedFileUrl(uploaded);
      if (!url) throw new Error('The upload answered without a file address');
      imageUrl = url;
    } catch {
      warn(PROFILE_TOASTS.uploadFailed);
    }
  }
  return api.customers.updateUser({
    UserId: userId,
    FirstName: values.FirstName.trim(),
    LastName: values.LastName.trim(),
    PhoneNumber: values.PhoneNumber.trim(),
    Address: values.Address.trim(),
    ImageUrl: imageUrl,
    // Sent as the spec's payload has them; the API ignores both (nobody verifies themselves).
    IsActive: true,
    IsDeleted: false,
  });
}
