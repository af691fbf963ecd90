import { describe, expect, it } from 'vitest';
import { AVATAR, LIMITS, PROFILE } from '@cloud-snippets/contract';
import { avatarFileError } from './avatar-file';

describe('avatarFileError (SPEC §5 avatar upload)', () => {
  it('refuses a file that is not an image', () => {
    expect(avatarFileError({ type: 'application/pdf', size: 10 })).toBe(PROFILE.avatarNotImage);
    expect(avatarFileError({ type: '', size: 10 })).toBe(PROFILE.avatarNotImage);
  });

  it('refuses an image of 1 MB or more', () => {
    expect(avatarFileError({ type: 'image/png', size: LIMITS.avatarMaxBytes })).toBe(AVATAR.tooLarge);
    expect(avatarFileError({ type: 'image/jpeg', size: 5_000_000 })).toBe(AVATAR.tooLarge);
  });

  it('lets an image under 1 MB through', () => {
    expect(avatarFileError({ type: 'image/png', size: LIMITS.avatarMaxBytes - 1 })).toBeNull();
    expect(avatarFileError({ type: 'image/webp', size: 2048 })).toBeNull();
  });

  it('checks the type before the size', () => {
    expect(avatarFileError({ type: 'text/plain', size: 5_000_000 })).toBe(PROFILE.avatarNotImage);
  });
});
