/**
 * Who may do what (SPEC §6 and the moderation rules): roles and ownership, written once. The server enforces these
 * rules and the web offers only the controls they allow, so both call the same functions.
 */
import { ADMIN_ROLE, MODERATOR_ROLE, type UserRole } from './constants.js';

/** The member acting: their id and role. A guest is null (or undefined). */
export interface Actor {
  id: string;
  role: UserRole;
}
type Someone = (Pick<Actor, 'id'> & Partial<Actor>) | null | undefined;
type Ranked = Pick<Actor, 'role'> | null | undefined;
type Anyone = Actor | null | undefined;
/** Anything a member wrote: a snippet, a comment, a profile (whose author is its member). */
export interface Authored {
  authorId: string;
}

/** The signed-in member as the API describes them (`_id`), as an actor; null for a guest. */
export const actorOf = (user: { _id: string; role: UserRole } | null | undefined): Actor | null =>
  user ? { id: user._id, role: user.role } : null;

/** Admins may do what SPEC §6 grants them: delete any comment, feature snippets, see troubleshooting. */
export const isAdmin = (actor: Ranked): boolean => actor?.role === ADMIN_ROLE;

/** Moderators and admins work the moderation queue; only `manage` changes roles. */
export const isModerator = (actor: Ranked): boolean =>
  actor?.role === MODERATOR_ROLE || actor?.role === ADMIN_ROLE;

const RANK: Record<UserRole, number> = { user: 0, moderator: 1, admin: 2 };

/** A moderator acts on members' content and on nobody of their rank or above; an admin also on moderators'. */
export const canModerate = (actor: Ranked, author: Pick<Actor, 'role'>): boolean =>
  !!actor && isModerator(actor) && RANK[actor.role] > RANK[author.role];

/** Whether `actor` wrote `item`. */
export const isAuthor = (actor: Someone, item: Authored): boolean => !!actor && actor.id === item.authorId;

/** SPEC §6: only the author edits or deletes a snippet (or restores a revision) — an admin who is not does not. */
export const canChangeSnippet = (actor: Someone, snippet: Authored): boolean => isAuthor(actor, snippet);

/** Only its owner changes a collection: its fields, its snippets and their order (decision 075). */
export const canChangeCollection = (actor: Someone, collection: { ownerId: string }): boolean =>
  isAuthor(actor, { authorId: collection.ownerId });

/**
 * A collection a moderator hid is its owner's and the moderators' to read, as a hidden snippet is (decision 053);
 * everyone else is told it does not exist.
 */
export const canReadHiddenCollection = (
  actor: Anyone,
  collection: { ownerId: string; hidden: boolean },
): boolean => !collection.hidden || canSeeHidden(actor, { authorId: collection.ownerId });

/** Featuring is the one snippet power admins have. */
export const canFeatureSnippet = (actor: Ranked): boolean => isAdmin(actor);

/** SPEC §6: only the author edits a comment — not even an admin edits someone else's words. */
export const canEditComment = (actor: Someone, comment: Authored): boolean => isAuthor(actor, comment);

/** SPEC §6: the author or an admin deletes a comment. */
export const canDeleteComment = (actor: Anyone, comment: Authored): boolean =>
  isAuthor(actor, comment) || isAdmin(actor);

/** A member reports what others wrote, never their own. */
export const canReport = (actor: Someone, item: Authored): boolean => !!actor && !isAuthor(actor, item);

/** What moderators hid stays readable to its author and to moderators, who may restore it. */
export const canSeeHidden = (actor: Anyone, item: Authored): boolean =>
  isAuthor(actor, item) || isModerator(actor);

/** SPEC §6: a profile is the viewer's own when its username equals theirs (usernames are case-insensitive). */
export const isOwnProfile = (viewer: { username: string } | null | undefined, username: string): boolean =>
  !!viewer && !!viewer.username && viewer.username.toLowerCase() === username.toLowerCase();

/**
 * A member's list of their own snippets holds every one of them, unlisted and private too (decision 042): whether
 * `viewer` is the author the list names (by id, or by username in any case).
 */
export const listsOwnSnippets = (
  viewer: { id: string; username: string } | null | undefined,
  author: { id: string } | { username: string },
): boolean =>
  'id' in author ? isAuthor(viewer, { authorId: author.id }) : isOwnProfile(viewer, author.username);
