import sharp from 'sharp';
import type { Database } from '../db/client.js';
import type { UserRow } from '../db/schema/index.js';
import { processAvatar } from '../lib/avatar-image.js';
import { avatarsRepository } from '../repositories/users/avatars.repository.js';

/** Background colours of the demo avatars, one per member in order (white initials read well on each). */
const PALETTE = ['#0b5cab', '#b4236c', '#2e844a', '#8c4b02', '#5a1ba9', '#0d7f8a', '#ba0517', '#3e3e3c'];
const SIZE = 256;

/** Two letters for a member: the first letters of the email's name parts ("amy.chen" → "AC"), else the username's. */
export function initialsOf(member: Pick<UserRow, 'username' | 'email'>): string {
  const parts = (member.email.split('@')[0] ?? '').split(/[._-]+/).filter(Boolean);
  const source = parts.length >= 2 ? parts : member.username.split(/[_-]+/).filter(Boolean);
  return source
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('');
}

/** A square with the initials in the middle, as SVG (rendered to PNG by sharp; uploads never accept SVG). */
export function initialsAvatarSvg(initials: string, background: string): string {
  const text = initials.replace(/[^A-Z0-9]/g, '');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}">
  <rect width="${SIZE}" height="${SIZE}" fill="${background}"/>
  <text x="50%" y="50%" dy="0.35em" text-anchor="middle" fill="#ffffff"
    font-family="DejaVu Sans, Liberation Sans, Arial, Helvetica, sans-serif" font-size="104" font-weight="700">${text}</text>
</svg>`;
}

/**
 * Gives each demo member an avatar with their initials, through the same pipeline and storage as an upload
 * (processAvatar, then avatarsRepository.replace), so /media/avatars serves them like any other. Deterministic:
 * the same members get the same images. Answers the members with their avatar set.
 */
export async function seedDemoAvatars(tx: Database, members: UserRow[]): Promise<UserRow[]> {
  const avatars = avatarsRepository(tx);
  const updated: UserRow[] = [];
  for (const [index, member] of members.entries()) {
    const svg = initialsAvatarSvg(initialsOf(member), PALETTE[index % PALETTE.length] ?? '#0b5cab');
    const png = await sharp(Buffer.from(svg)).png().toBuffer();
    updated.push(await avatars.replace(member.id, await processAvatar(png), tx));
  }
  return updated;
}
