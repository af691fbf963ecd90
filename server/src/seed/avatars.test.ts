import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/helper.js';
import { initialsOf } from './avatars.js';
import { DEMO_MEMBERS } from './demo-members.js';
import { seedIfEmpty } from './index.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('demo avatars', () => {
  it('gives every demo member an initials avatar served from /media/avatars, and a full profile', async () => {
    const seeded = await seedIfEmpty(t.db, t.config, t.app.passwords);
    expect(seeded?.members).toHaveLength(DEMO_MEMBERS.length);
    const seen = new Set<string>();
    for (const member of seeded?.members ?? []) {
      expect(member.avatar).toMatch(/^\/media\/avatars\/[0-9a-f]{64}\.webp$/);
      seen.add(member.avatar ?? '');
      const served = await t.app.inject({ method: 'GET', url: member.avatar ?? '' });
      expect(served.statusCode).toBe(200);
      expect(await sharp(served.rawPayload).metadata()).toMatchObject({
        format: 'webp',
        width: 256,
        height: 256,
      });
      const profile = (await t.app.inject({ method: 'GET', url: `/api/users/${member.username}` })).json();
      expect(profile.user).toMatchObject({ avatar: member.avatar });
      for (const field of ['bio', 'company', 'location', 'website', 'jobTitle'])
        expect(profile.user[field], field).not.toBe('');
      expect(profile.snippets.length).toBeGreaterThan(0);
      expect(profile.user.topLanguages.length).toBeGreaterThan(0);
    }
    expect(seen.size).toBe(DEMO_MEMBERS.length);
    expect(seeded?.admin.user.avatar).toBeNull();

    const top = (await t.app.inject({ method: 'GET', url: '/api/users/top-contributors' })).json();
    expect(top.data.users).toHaveLength(5);
    expect(top.data.totalContributors).toBeGreaterThanOrEqual(DEMO_MEMBERS.length);
    expect(
      top.data.users.every((user: { avatar: string }) => user.avatar.startsWith('/media/avatars/')),
    ).toBe(true);
  });

  it('takes two initials from the email name, else from the username', () => {
    expect(initialsOf({ username: 'ampscript_amy', email: 'amy.chen@example.com' })).toBe('AC');
    expect(initialsOf({ username: 'apex_arjun', email: 'arjun@example.com' })).toBe('AA');
    expect(initialsOf({ username: 'solo', email: 'solo@example.com' })).toBe('S');
  });
});
