/** SPEC §6: a profile is the viewer's own when its username equals theirs (usernames are case-insensitive). */
export function isOwnProfile(profileUsername: string, viewerUsername: string | null | undefined): boolean {
  return !!viewerUsername && profileUsername.toLowerCase() === viewerUsername.toLowerCase();
}
