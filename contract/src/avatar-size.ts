import { LIMITS } from './constants.js';

/**
 * SPEC §5: an avatar file must be under 1 MB, so LIMITS.avatarMaxBytes (1,048,576) itself is one byte too many.
 * The web checks the chosen file with it, the server the uploaded bytes; both answer AVATAR.tooLarge.
 */
export function isAvatarTooLarge(sizeInBytes: number): boolean {
  return sizeInBytes >= LIMITS.avatarMaxBytes;
}
