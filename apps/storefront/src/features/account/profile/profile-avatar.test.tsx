import { sessionFor, type Answer } from '@marketplace/client/testing';
import { AVATAR_FILE_MESSAGES, PROFILE_TOASTS, type UserProfile } from '@marketplace/contract';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  chooseFile,
  NEW_IMAGE,
  OLD_IMAGE,
  OLD_MEDIA_ID,
  png,
  profileApi,
  savedProfile,
  UPDATE_PATH,
  UPLOAD_PATH,
} from '../testing/profile-fixtures';
import { renderApp } from '@/testing/render-app';
import { CustomerProfilePage } from './customer-profile-page';

function renderProfile(profile: UserProfile, api: Record<string, Answer> = {}) {
  return renderApp(<CustomerProfilePage />, {
    route: '/customer-dashboard/profile',
    session: sessionFor('Customer'),
    api: profileApi(profile, api),
  });
}

const DELETE_PATH = `/api/Media/${OLD_MEDIA_ID}`;
const uploaded = { body: { Success: true, Data: { FileUrl: NEW_IMAGE, MediaId: OLD_MEDIA_ID } } };

/** The order of the photo and profile calls, e.g. ['DELETE', 'POST', 'PATCH']. */
const writeOrder = (calls: { method: string }[]) => calls.map((call) => call.method).filter((m) => m !== 'GET');

async function editWithPhoto(api: Parameters<typeof renderProfile>[1] = {}) {
  const view = renderProfile(savedProfile({ imageUrl: OLD_IMAGE }), api);
  await view.user.click(await view.findByRole('button', { name: 'Edit Profile' }));
  return view;
}

beforeEach(() => {
  // jsdom has no object URLs; the picker previews a chosen file through one.
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => vi.restoreAllMocks());

describe('Customer Profile avatar', () => {
  it('refuses a file that is not an image, and one over 10 MB, with the spec texts', async () => {
    const { container, api } = await editWithPhoto();
    chooseFile(container, new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText(AVATAR_FILE_MESSAGES.invalidType.description)).toBeInTheDocument();
    expect(screen.getByText(AVATAR_FILE_MESSAGES.invalidType.title)).toBeInTheDocument();
    const big = png('big.png');
    Object.defineProperty(big, 'size', { value: 10 * 1024 * 1024 + 1 });
    chooseFile(container, big);
    expect(await screen.findByText(AVATAR_FILE_MESSAGES.tooLarge.description)).toBeInTheDocument();
    expect(container.querySelector('img')).toHaveAttribute('src', OLD_IMAGE);
    expect(api.calls.filter((call) => call.method !== 'GET')).toHaveLength(0);
  });

  it('previews a chosen file; Cancel drops it and uploads nothing', async () => {
    const { user, container, api } = await editWithPhoto();
    chooseFile(container, png());
    // The old photo is on screen already: wait for the preview to replace it, not for an image.
    await waitFor(() => expect(screen.getByRole('img', { name: 'Sara Ahmed' })).toHaveAttribute('src', 'blob:preview'));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(container.querySelector('img')).toHaveAttribute('src', OLD_IMAGE);
    expect(api.calls.filter((call) => call.method !== 'GET')).toHaveLength(0);
  });

  it('on save deletes the old photo first, then uploads the new one, then saves its URL', async () => {
    const { user, container, api } = await editWithPhoto({
      [`DELETE ${DELETE_PATH}`]: { body: {} },
      [`POST ${UPLOAD_PATH}`]: uploaded,
    });
    const file = png();
    chooseFile(container, file);
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText(PROFILE_TOASTS.updated.description)).toBeInTheDocument();
    expect(writeOrder(api.calls)).toEqual(['DELETE', 'POST', 'PATCH']);
    expect(api.callsTo('DELETE', DELETE_PATH)[0]?.query.get('userId')).toBe(savedProfile().id);
    const form = api.callsTo('POST', UPLOAD_PATH)[0]?.body as FormData;
    expect(form.get('File')).toBeInstanceOf(File);
    expect((form.get('File') as File).name).toBe(file.name);
    expect([form.get('UserId'), form.get('RelatedType'), form.get('RelatedId')]).toEqual([
      savedProfile().id,
      'Profile',
      savedProfile().id,
    ]);
    expect(api.callsTo('PATCH', UPDATE_PATH)[0]?.body).toMatchObject({ ImageUrl: NEW_IMAGE });
    expect(container.querySelector('img')).toHaveAttribute('src', NEW_IMAGE);
  });

  it('Remove deletes the old photo and saves ImageUrl empty', async () => {
    const { user, container, api } = await editWithPhoto({ [`DELETE ${DELETE_PATH}`]: { body: {} } });
    await user.click(screen.getByRole('button', { name: 'Remove photo' }));
    expect(container.querySelector('img')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText(PROFILE_TOASTS.updated.description)).toBeInTheDocument();
    expect(writeOrder(api.calls)).toEqual(['DELETE', 'PATCH']);
    expect(api.callsTo('PATCH', UPDATE_PATH)[0]?.body).toMatchObject({ ImageUrl: '', FirstName: 'Sara' });
  });

  it('an upload failure still saves the other fields, with the Upload Error toast', async () => {
    const { user, container, api } = await editWithPhoto({
      [`DELETE ${DELETE_PATH}`]: { body: {} },
      [`POST ${UPLOAD_PATH}`]: { status: 500, body: {} },
    });
    chooseFile(container, png());
    await user.type(screen.getByRole('textbox', { name: /^Address/ }), ', Manama');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText(PROFILE_TOASTS.uploadFailed.description)).toBeInTheDocument();
    expect(await screen.findByText(PROFILE_TOASTS.updated.description)).toBeInTheDocument();
    expect(writeOrder(api.calls)).toEqual(['DELETE', 'POST', 'PATCH']);
    // The old file is gone, so its URL is not saved again.
    expect(api.callsTo('PATCH', UPDATE_PATH)[0]?.body).toMatchObject({
      ImageUrl: '',
      Address: 'Building 12, Road 34, Block 305, Manama',
    });
  });

  it('a failed delete on Remove keeps the photo and still saves, with the Delete Error toast', async () => {
    const { user, api } = await editWithPhoto({ [`DELETE ${DELETE_PATH}`]: { status: 500, body: {} } });
    await user.click(screen.getByRole('button', { name: 'Remove photo' }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText(PROFILE_TOASTS.imageDeleteFailed.description)).toBeInTheDocument();
    expect(await screen.findByText(PROFILE_TOASTS.updated.description)).toBeInTheDocument();
    expect(api.callsTo('PATCH', UPDATE_PATH)[0]?.body).toMatchObject({ ImageUrl: OLD_IMAGE });
  });
});
