import { selfUserSchema } from '@cloud-snippets/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSnippet, buildUser, validRegistration } from '../../../../test/factories.js';
import { body, buildTestApp, type TestApp } from '../../../../test/helper.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const userOf = (response: Awaited<ReturnType<TestApp['app']['inject']>>) => {
  expect(response.statusCode).toBeLessThan(300);
  return selfUserSchema.strict().parse(body<{ user: unknown }>(response).user);
};

describe('the signed-in member answer', () => {
  it('has one shape, saved snippets included, on every route that gives it', async () => {
    const registration = validRegistration();
    const registered = userOf(
      await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: registration }),
    );
    const login = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { identifier: registration.email, password: registration.password },
      });
    const firstLogin = await login();
    expect(userOf(firstLogin)).toEqual(registered);

    const token = body<{ token: string }>(firstLogin).token;
    const snippet = await buildSnippet(t.db, (await buildUser(t.db)).id);
    const saved = await t.injectAs(token, { method: 'POST', url: `/api/snippets/${snippet.id}/save` });
    expect(saved.statusCode).toBe(200);

    const answers = [
      userOf(await login()),
      userOf(await t.injectAs(token, { method: 'GET', url: '/api/auth/profile' })),
      userOf(await t.injectAs(token, { method: 'GET', url: '/api/users/profile' })),
      userOf(await t.injectAs(token, { method: 'PUT', url: '/api/users/profile', payload: {} })),
    ];
    expect(answers[0]).toEqual({ ...registered, savedSnippets: [snippet.id] });
    for (const answer of answers.slice(1)) expect(answer).toEqual(answers[0]);
  });
});
