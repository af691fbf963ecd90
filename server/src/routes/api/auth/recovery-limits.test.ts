import { RECOVERY } from '@cloud-snippets/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSignedInUser } from '../../../../test/factories.js';
import { body, buildTestApp, testConfig, type TestApp } from '../../../../test/helper.js';

/** The recovery limits come from the configuration, like every other limit. */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({
    rateLimits: {
      ...testConfig().rateLimits,
      passwordResetsPerIp: { points: 2, durationSeconds: 600 },
      passwordResetsPerAddress: { points: 1, durationSeconds: 600 },
      verificationMailsPerMember: { points: 1, durationSeconds: 600 },
    },
  });
});
afterAll(async () => {
  await t.close();
});

const forgot = (email: string, remoteAddress: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email }, remoteAddress });

describe('configured recovery limits', () => {
  it('holds password resets to the configured number per address', async () => {
    const answers = [
      await forgot('one@example.com', '10.0.0.1'),
      await forgot('one@example.com', '10.0.0.2'),
    ];
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 429]);
    expect(body(answers[1]!).message).toBe(RECOVERY.tooManyResetRequests);
  });

  it('holds password resets to the configured number per IP', async () => {
    const statuses = [];
    for (const email of ['a@example.com', 'b@example.com', 'c@example.com'])
      statuses.push((await forgot(email, '10.0.0.9')).statusCode);
    expect(statuses).toEqual([200, 200, 429]);
  });

  it('holds confirmation mails sent again to the configured number per member', async () => {
    const { token } = await buildSignedInUser(t);
    const resend = () =>
      t.injectAs(token, { method: 'POST', url: '/api/auth/resend-verification', payload: {} });
    const statuses = [(await resend()).statusCode, (await resend()).statusCode];
    expect(statuses).toEqual([200, 429]);
  });
});
