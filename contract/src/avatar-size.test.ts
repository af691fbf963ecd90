import { describe, expect, it } from 'vitest';
import { isAvatarTooLarge } from './avatar-size.js';

describe('isAvatarTooLarge (SPEC §5: under 1 MB)', () => {
  it('allows up to one byte under 1 MiB', () => {
    expect(isAvatarTooLarge(0)).toBe(false);
    expect(isAvatarTooLarge(1_048_575)).toBe(false);
  });

  it('refuses exactly 1 MiB and more', () => {
    expect(isAvatarTooLarge(1_048_576)).toBe(true);
    expect(isAvatarTooLarge(5_000_000)).toBe(true);
  });
});
