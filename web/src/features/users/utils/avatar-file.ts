import { AVATAR, PROFILE, isAvatarTooLarge } from '@cloud-snippets/contract';

/**
 * The web app's own checks before an avatar upload (SPEC §5): an image, under 1 MB. Returns the message to
 * show, or null when the file may go to the server (which checks the content itself).
 */
export function avatarFileError(file: Pick<File, 'type' | 'size'>): string | null {
  if (!file.type.startsWith('image/')) return PROFILE.avatarNotImage;
  if (isAvatarTooLarge(file.size)) return AVATAR.tooLarge;
  return null;
}
