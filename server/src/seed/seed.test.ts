import { passwordField } from '@cloud-snippets/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/helper.js';
import { usersRepository } from '../routes/api/users/users.repository.js';
import { DEMO_MEMBERS, DEMO_PASSWORD } from './demo-members.js';
import { describeSeed, seedIfEmpty } from './index.js';
import { generateStrongPassword } from './users.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const login = (identifier: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { identifier, password } });

describe('demo seed', () => {
  it('creates the admin with a generated password and the demo members, once', async () => {
    const seeded = await seedIfEmpty(t.db, t.config, t.app.passwords);
    expect(seeded).not.toBeNull();
    if (!seeded) return;
    expect(seeded.admin.user).toMatchObject({ username: 'admin', role: 'admin' });
    expect(seeded.admin.isGenerated).toBe(true);
    expect(seeded.members.map((member) => member.username)).toEqual(DEMO_MEMBERS.map((member) => member.username));
    expect(seeded.members.every((member) => member.role === 'user' && member.bio && member.company && member.website)).toBe(true);

    expect((await login('admin', seeded.admin.password)).statusCode).toBe(200);
    expect((await login(DEMO_MEMBERS[0]?.email ?? '', DEMO_PASSWORD)).statusCode).toBe(200);

    const printed = describeSeed(seeded).join('\n');
    expect(printed).toContain(seeded.admin.password);
    expect(printed).toContain(DEMO_PASSWORD);

    expect(await seedIfEmpty(t.db, t.config, t.app.passwords)).toBeNull();
    expect(await usersRepository(t.db).count()).toBe(1 + DEMO_MEMBERS.length);
  });

  it('never seeds a database that already has members', async () => {
    const other = await buildTestApp();
    try {
      await usersRepository(other.db).insert({ username: 'first', email: 'first@example.com', passwordHash: 'x' });
      expect(await seedIfEmpty(other.db, other.config, other.app.passwords)).toBeNull();
      expect(await usersRepository(other.db).count()).toBe(1);
    } finally {
      await other.close();
    }
  });

  it('seeds only the admin, with ADMIN_PASSWORD, when SEED_DEMO is false', async () => {
    const other = await buildTestApp();
    try {
      const config = { ...other.config, seed: { demo: false, admin: { username: 'Boss', email: 'boss@example.com', password: 'Boss#Pass1' } } };
      const seeded = await seedIfEmpty(other.db, config, other.app.passwords);
      expect(seeded?.members).toEqual([]);
      expect(seeded?.admin).toMatchObject({ password: 'Boss#Pass1', isGenerated: false });
      expect(describeSeed(seeded!).join('\n')).not.toContain('Boss#Pass1');
      expect(await usersRepository(other.db).count()).toBe(1);
    } finally {
      await other.close();
    }
  });

  it('has the eight members the demo content refers to by position', async () => {
    const { seedSnippets, seedComments } = await import('./data/index.js');
    expect(DEMO_MEMBERS).toHaveLength(8);
    const indexes = [...seedSnippets, ...seedComments].map((item) => item.authorIndex);
    expect(indexes.every((index) => DEMO_MEMBERS[index] !== undefined)).toBe(true);
  });

  it('generates passwords that pass the password rules', () => {
    const generated = Array.from({ length: 50 }, generateStrongPassword);
    expect(generated.every((password) => passwordField.safeParse(password).success && password.length === 20)).toBe(true);
    expect(new Set(generated).size).toBe(50);
  });
});
