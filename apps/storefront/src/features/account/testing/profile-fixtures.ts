import { TEST_USER_ID, type Answer } from '@marketplace/client/testing';
import type { Customer, UserProfile } from '@marketplace/contract';

// Shared by the profile page's tests (each renders through src/testing, which only tests may
// import): a saved customer, the API routes the page calls, a file chooser.

export const PROFILE_PATH = `/api/Customer/user/${TEST_USER_ID}`;
export const UPDATE_PATH = '/api/Customer/updateUser';
export const UPLOAD_PATH = '/api/Media/upload';
export const OLD_MEDIA_ID = '5f0c2a8e-1b3d-4c5e-8f90-1a2b3c4d5e6f';
export const OLD_IMAGE = `/media/${OLD_MEDIA_ID}.png`;
export const NEW_IMAGE = '/media/9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d.png';

export function savedProfile(overrides: Partial<UserProfile> = {}): UserProfile {
  return {
    id: TEST_USER_ID,
    firstName: 'Sara',
    lastName: 'Ahmed',
    email: 'sara@example.bh',
    phoneNumber: '+97333123456',
    imageUrl: '',
    address: 'Building 12, Road 34, Block 305',
    isActive: true,
    isDeleted: false,
    createdAt: '2026-01-10T08:00:00.000Z',
    updatedAt: null,
    ...overrides,
  };
}

/** The API's answer to updateUser: the body sent, as a saved customer. */
export const updatedCustomer: Answer = (call) => {
  const body = call.body as Record<string, string>;
  const customer: Customer = {
    UserId: TEST_USER_ID,
    FirstName: body.FirstName ?? '',
    LastName: body.LastName ?? '',
    Email: 'sara@example.bh',
    PhoneNumber: body.PhoneNumber ?? '',
    Address: body.Address ?? '',
    ImageUrl: body.ImageUrl ?? '',
    IsActive: true,
    IsDeleted: false,
    CreatedAt: '2026-01-10T08:00:00.000Z',
    UpdatedAt: '2026-03-01T08:00:00.000Z',
  };
  return { body: customer };
};

/** The API as the page needs it: the saved profile and an update that stores what it gets. */
export function profileApi(profile: UserProfile, api: Record<string, Answer> = {}): Record<string, Answer> {
  return { [`GET ${PROFILE_PATH}`]: { body: profile }, [`PATCH ${UPDATE_PATH}`]: updatedCustomer, ...api };
}

/** Picks a file in the avatar's hidden input, as the browser's file dialog would. */
export function chooseFile(container: HTMLElement, file: File) {
  const input = container.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('No file input: is the page in edit mode?');
  Object.defineProperty(input, 'files', { value: [file], configurable: true });
  input.dispatchEvent(new Event('change', { bubbles: true }));
}

export const png = (name = 'me.png') => new File(['png'], name, { type: 'image/png' });
