import { describe, expect, it } from 'vitest';
import {
  actorOf,
  canChangeSnippet,
  canDeleteComment,
  canEditComment,
  canFeatureSnippet,
  canModerate,
  canReport,
  canSeeHidden,
  isAdmin,
  isAuthor,
  isModerator,
  isOwnProfile,
  listsOwnSnippets,
  type Actor,
} from './policies.js';

const member: Actor = { id: 'm', role: 'user' };
const other: Actor = { id: 'o', role: 'user' };
const moderator: Actor = { id: 'mod', role: 'moderator' };
const admin: Actor = { id: 'adm', role: 'admin' };
const byMember = { authorId: 'm' };

describe('roles', () => {
  it('isAdmin: admins only', () => {
    expect([null, undefined, member, moderator, admin].map(isAdmin)).toEqual([
      false,
      false,
      false,
      false,
      true,
    ]);
  });

  it('isModerator: moderators and admins', () => {
    expect([null, undefined, member, moderator, admin].map(isModerator)).toEqual([
      false,
      false,
      false,
      true,
      true,
    ]);
  });

  it('canModerate: only someone of a higher rank', () => {
    expect(canModerate(moderator, member)).toBe(true);
    expect(canModerate(moderator, moderator)).toBe(false);
    expect(canModerate(moderator, admin)).toBe(false);
    expect(canModerate(admin, moderator)).toBe(true);
    expect(canModerate(admin, admin)).toBe(false);
    expect(canModerate(member, member)).toBe(false);
    expect(canModerate(null, member)).toBe(false);
  });

  it('actorOf reads the API user, null for a guest', () => {
    expect(actorOf({ _id: 'm', role: 'moderator' })).toEqual({ id: 'm', role: 'moderator' });
    expect(actorOf(null)).toBeNull();
    expect(actorOf(undefined)).toBeNull();
  });
});

describe('ownership', () => {
  it('isAuthor: the one who wrote it', () => {
    expect(isAuthor(member, byMember)).toBe(true);
    expect(isAuthor(other, byMember)).toBe(false);
    expect(isAuthor(null, byMember)).toBe(false);
  });

  it('canChangeSnippet: the author only, not an admin', () => {
    expect(canChangeSnippet(member, byMember)).toBe(true);
    expect(canChangeSnippet(admin, byMember)).toBe(false);
    expect(canChangeSnippet(null, byMember)).toBe(false);
  });

  it('canFeatureSnippet: admins only', () => {
    expect([member, moderator, admin, null].map(canFeatureSnippet)).toEqual([false, false, true, false]);
  });

  it('canEditComment: the author only, not an admin', () => {
    expect(canEditComment(member, byMember)).toBe(true);
    expect(canEditComment(admin, byMember)).toBe(false);
    expect(canEditComment(undefined, byMember)).toBe(false);
  });

  it('canDeleteComment: the author or an admin', () => {
    expect(canDeleteComment(member, byMember)).toBe(true);
    expect(canDeleteComment(admin, byMember)).toBe(true);
    expect(canDeleteComment(moderator, byMember)).toBe(false);
    expect(canDeleteComment(other, byMember)).toBe(false);
    expect(canDeleteComment(null, byMember)).toBe(false);
  });

  it('canReport: a member, on what others wrote', () => {
    expect(canReport(other, byMember)).toBe(true);
    expect(canReport(member, byMember)).toBe(false);
    expect(canReport(null, byMember)).toBe(false);
  });

  it('canSeeHidden: its author and moderators', () => {
    expect(canSeeHidden(member, byMember)).toBe(true);
    expect(canSeeHidden(moderator, byMember)).toBe(true);
    expect(canSeeHidden(admin, byMember)).toBe(true);
    expect(canSeeHidden(other, byMember)).toBe(false);
    expect(canSeeHidden(null, byMember)).toBe(false);
  });
});

describe('isOwnProfile (SPEC §6)', () => {
  it('is true when the usernames match, whatever their case', () => {
    expect(isOwnProfile({ username: 'ampscript_amy' }, 'ampscript_amy')).toBe(true);
    expect(isOwnProfile({ username: 'ampscript_amy' }, 'AMPscript_Amy')).toBe(true);
  });

  it('is false for another member or a guest', () => {
    expect(isOwnProfile({ username: 'journey_jorge' }, 'ampscript_amy')).toBe(false);
    expect(isOwnProfile(null, 'ampscript_amy')).toBe(false);
    expect(isOwnProfile(undefined, 'ampscript_amy')).toBe(false);
    expect(isOwnProfile({ username: '' }, '')).toBe(false);
  });
});

describe('listsOwnSnippets', () => {
  const viewer = { id: 'm', username: 'Ampscript_Amy' };
  it('names the viewer by id or by username in any case', () => {
    expect(listsOwnSnippets(viewer, { id: 'm' })).toBe(true);
    expect(listsOwnSnippets(viewer, { username: 'ampscript_amy' })).toBe(true);
    expect(listsOwnSnippets(viewer, { id: 'o' })).toBe(false);
    expect(listsOwnSnippets(viewer, { username: 'journey_jorge' })).toBe(false);
    expect(listsOwnSnippets(null, { id: 'm' })).toBe(false);
  });
});
