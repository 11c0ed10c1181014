import { describe, expect, it } from 'vitest';
import { IMAGE_MAX_BYTES } from '../constants';
import { PHONE_INVALID_MESSAGE, UPLOAD_FILE_MESSAGES } from './messages';
import {
  avatarFileProblem,
  isPhoneTyping,
  isPlaceholderImage,
  isNotBlank,
  isStrongPassword,
  isValidEmail,
  isValidOptionalWebsite,
  isValidPhoneOnSave,
  isValidRating,
  mediaIdFromUrl,
  passwordProblems,
  uploadFileProblem,
} from './rules';

const MEDIA_ID = '3fa85f64-5717-4562-b3fc-2c963f66afa6';

describe('isValidEmail', () => {
  it.each(['a@b.co', 'first.last+tag@mail.example.bh', "o'neil@x.com"])('accepts %s', (email) => {
    expect(isValidEmail(email)).toBe(true);
  });
  it.each(['', 'plain', 'a@b', '@b.co', 'a@b.c', 'a b@c.com', 'a@@b.com', 'a@b..com', null, undefined])(
    'rejects %s',
    (email) => {
      expect(isValidEmail(email)).toBe(false);
    },
  );
  it('rejects addresses over 254 characters', () => {
    const label = 'b'.repeat(60);
    const long = `${'a'.repeat(64)}@${label}.${label}.${label}.com`;
    expect(long.length).toBe(251);
    expect(isValidEmail(long)).toBe(true);
    expect(isValidEmail(`${'a'.repeat(64)}@${label}.${label}.${label}.${label}.com`)).toBe(false);
  });
});

describe('passwordProblems / isStrongPassword', () => {
  it('reports both spec texts for a short weak password', () => {
    expect(passwordProblems('abc')).toEqual([
      'Password must be at least 8 characters',
      'Password must contain at least one lowercase letter, one uppercase letter, and one number',
    ]);
  });
  it('reports complexity only for a long weak password', () => {
    expect(passwordProblems('abcdefgh1')).toEqual([
      'Password must contain at least one lowercase letter, one uppercase letter, and one number',
    ]);
    expect(isStrongPassword('ABCDEFGH1')).toBe(false);
    expect(isStrongPassword('Abcdefgh')).toBe(false);
  });
  it('accepts a strong password of exactly 8 characters', () => {
    expect(passwordProblems('Abcdefg1')).toEqual([]);
    expect(isStrongPassword('Abcdefg1')).toBe(true);
    expect(isStrongPassword(undefined)).toBe(false);
  });
});

describe('phone rules', () => {
  it('accepts what may be typed', () => {
    for (const value of ['', '+', '+973', '973', '+973123456789012', '123456789012345']) {
      expect(isPhoneTyping(value)).toBe(true);
    }
  });
  it('refuses other keystrokes and a 16th digit', () => {
    for (const value of ['++973', '97+3', '+9731234567890123', '1234567890123456', '973 1', 'abc']) {
      expect(isPhoneTyping(value)).toBe(false);
    }
  });
  it('accepts an empty phone or + and at least 10 digits on save', () => {
    expect(isValidPhoneOnSave('')).toBe(true);
    expect(isValidPhoneOnSave(undefined)).toBe(true);
    expect(isValidPhoneOnSave('+9731234567')).toBe(true);
    expect(isValidPhoneOnSave('+973123456789012')).toBe(true);
  });
  it('rejects a phone without + or with fewer than 10 digits on save', () => {
    expect(isValidPhoneOnSave('97312345678')).toBe(false);
    expect(isValidPhoneOnSave('+973123456')).toBe(false);
    expect(isValidPhoneOnSave('+')).toBe(false);
  });
  it('keeps the spec toast text', () => {
    expect(PHONE_INVALID_MESSAGE).toBe(
      'Invalid Phone Number: Phone number must start with + and have at least 10 digits after the + symbol (minimum 11 characters total).',
    );
  });
});

describe('mediaIdFromUrl', () => {
  it('takes the file name before the extension', () => {
    expect(mediaIdFromUrl(`https://cdn.example.com/media/${MEDIA_ID}.png`)).toBe(MEDIA_ID);
    expect(mediaIdFromUrl(`/uploads/${MEDIA_ID}.jpeg?v=2.1#x.y`)).toBe(MEDIA_ID);
    expect(mediaIdFromUrl(MEDIA_ID)).toBe(MEDIA_ID);
  });
  it('throws unless the name is a 36-character id with hyphens', () => {
    expect(() => mediaIdFromUrl('https://cdn.example.com/media/avatar.png')).toThrow(Error);
    expect(() => mediaIdFromUrl(`https://x/${MEDIA_ID.replaceAll('-', '')}.png`)).toThrow(/media id/);
    expect(() => mediaIdFromUrl('')).toThrow(Error);
    // Only the last extension is removed, so a second dot leaves a name that is not an id.
    expect(() => mediaIdFromUrl(`/uploads/${MEDIA_ID}.profile.jpeg`)).toThrow(Error);
  });
});

describe('isNotBlank', () => {
  it('needs a non-space character', () => {
    expect(isNotBlank('a')).toBe(true);
    expect(isNotBlank(' \t\n')).toBe(false);
    expect(isNotBlank(undefined)).toBe(false);
  });
});

describe('isPlaceholderImage / isValidRating / isValidOptionalWebsite', () => {
  it('treats empty and placeholder URLs as no image', () => {
    expect(isPlaceholderImage('')).toBe(true);
    expect(isPlaceholderImage(null)).toBe(true);
    expect(isPlaceholderImage('https://x/img/Placeholder-avatar.png')).toBe(true);
    expect(isPlaceholderImage(`https://x/${MEDIA_ID}.png`)).toBe(false);
  });
  it('accepts whole ratings 1 to 5 only', () => {
    expect([1, 2, 3, 4, 5].every(isValidRating)).toBe(true);
    expect([0, 6, 4.5, Number.NaN, '5', null].some(isValidRating)).toBe(false);
  });
  it('accepts an empty or http(s) website', () => {
    expect(isValidOptionalWebsite('')).toBe(true);
    expect(isValidOptionalWebsite('https://example.bh/about?x=1')).toBe(true);
    expect(isValidOptionalWebsite('example.bh')).toBe(false);
    expect(isValidOptionalWebsite('https://localhost')).toBe(false);
    expect(isValidOptionalWebsite('ftp://example.bh')).toBe(false);
  });
});

describe('file checks', () => {
  it('avatar: any image up to and including 10 MB', () => {
    expect(avatarFileProblem({ type: 'image/gif', size: IMAGE_MAX_BYTES })).toBeNull();
    expect(avatarFileProblem({ type: 'application/pdf', size: 10 })).toEqual({
      title: 'Invalid file type',
      description: 'Please select an image file only.',
    });
    expect(avatarFileProblem({ type: 'image/png', size: IMAGE_MAX_BYTES + 1 })).toEqual({
      title: 'File too large',
      description: 'File is too large. Maximum size is 10MB.',
    });
  });
  it('upload: jpeg/jpg/png below 10 MB', () => {
    expect(uploadFileProblem({ type: 'image/jpeg', size: 1, name: 'a.JPG' })).toBeNull();
    expect(uploadFileProblem({ type: 'image/png', size: IMAGE_MAX_BYTES - 1 })).toBeNull();
    expect(uploadFileProblem({ type: 'image/gif', size: 1, name: 'a.gif' })).toBe(
      'File must be an image (JPEG, PNG, JPG)',
    );
    expect(uploadFileProblem({ type: 'image/png', size: 1, name: 'a.gif' })).toBe(UPLOAD_FILE_MESSAGES.invalidType);
    expect(uploadFileProblem({ type: 'image/png', size: IMAGE_MAX_BYTES, name: 'a.png' })).toBe(
      'File size must be less than 10MB',
    );
  });
});
