import { AVATAR, LIMITS } from '@cloud-snippets/contract';
import sharp from 'sharp';
import { badRequest } from './http-errors.js';

/**
 * The most pixels an upload may decode to. A 1 MB PNG of one colour can claim 20,000 × 20,000 pixels (1.6 GB
 * once decoded); the header says so before anything is decoded, and libvips refuses past this limit anyway.
 */
export const AVATAR_MAX_INPUT_PIXELS = 25_000_000;
const AVATAR_WEBP_QUALITY = 82;

export type AvatarFormat = 'png' | 'jpeg' | 'gif' | 'webp';

export interface ProcessedAvatar {
  /** WebP, at most LIMITS.avatarMaxDimension on each side, upright, without metadata. */
  bytes: Buffer;
  width: number;
  height: number;
  contentType: 'image/webp';
}

const startsWith = (bytes: Buffer, signature: number[] | string, at = 0) => {
  const expected = typeof signature === 'string' ? Buffer.from(signature, 'latin1') : Buffer.from(signature);
  return bytes.length >= at + expected.length && bytes.subarray(at, at + expected.length).equals(expected);
};

/**
 * The format the first bytes announce, whatever the file is called or claims to be. Only these four reach libvips:
 * SVG, TIFF, HEIF, PDF and the rest of what it could open are refused before any decoder sees them.
 */
export function sniffImageFormat(bytes: Buffer): AvatarFormat | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, 'GIF87a') || startsWith(bytes, 'GIF89a')) return 'gif';
  if (startsWith(bytes, 'RIFF') && startsWith(bytes, 'WEBP', 8)) return 'webp';
  return null;
}

/**
 * Checks an upload by its content and re-encodes it: EXIF orientation applied, fitted inside 512 × 512 (never
 * enlarged), the first frame of an animation, WebP, every metadata block (EXIF, GPS, ICC, XMP) dropped.
 * Refusals are 400s with AVATAR's messages.
 */
export async function processAvatar(input: Buffer): Promise<ProcessedAvatar> {
  const format = sniffImageFormat(input);
  if (!format) throw badRequest(AVATAR.unsupported);
  const metadata = await sharp(input, { limitInputPixels: false })
    .metadata()
    .catch(() => null);
  if (!metadata?.width || !metadata.height || metadata.format !== format) throw badRequest(AVATAR.unreadable);
  if (metadata.width * metadata.height > AVATAR_MAX_INPUT_PIXELS) throw badRequest(AVATAR.tooManyPixels);
  try {
    const { data, info } = await sharp(input, {
      limitInputPixels: AVATAR_MAX_INPUT_PIXELS,
      // Real photos often carry harmless warnings (odd JPEG markers); only a real decoding error refuses them.
      failOn: 'error',
      animated: false,
    })
      .rotate()
      .resize({
        width: LIMITS.avatarMaxDimension,
        height: LIMITS.avatarMaxDimension,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .webp({ quality: AVATAR_WEBP_QUALITY })
      .toBuffer({ resolveWithObject: true });
    return { bytes: data, width: info.width, height: info.height, contentType: 'image/webp' };
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message)) throw badRequest(AVATAR.tooManyPixels);
    throw badRequest(AVATAR.unreadable);
  }
}
