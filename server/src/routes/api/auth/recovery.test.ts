import { AUTH, RECOVERY, VALIDATION, selfUserSchema } from '@cloud-snippets/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildAccessToken,
  buildSession,
  KNOWN_PASSWORD,
  buildSignedInUser,
  buildUser,
  validRegistration,
} from '../../../../test/factories.js';
import { body, buildTestApp, type TestApp } from '../../../../test/helper.js';
import { mailRepository } from '../../../repositories/mail/mail.repository.js';

/** Forgotten passwords, confirmed addresses, a new address, signed-in devices. */
let t: TestApp;
beforeAll(async () => {
  // Generous limits for most tests; the limit test counts against the per-address one (3 an hour).
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const post = (url: string, payload: Record<string, unknown>, token?: string) =>
  token
    ? t.injectAs(token, { method: 'POST', url, payload })
    : t.app.inject({ method: 'POST', url, payload });

/** The newest mail of a kind to an address, and the token its link carries. */
async function mailTo(to: string, kind: string) {
  const mails = (await mailRepository(t.db).outbox(200)).filter((m) => m.to === to && m.kind === kind);
  const mail = mails[0];
  return {
    mail,
    count: mails.length,
    token: mail ? /token=([A-Za-z0-9_-]{43})/.exec(mail.text)?.[1] : undefined,
  };
}
const profile = async (token: string) =>
  selfUserSchema.parse(body(await t.injectAs(token, { method: 'GET', url: '/api/auth/profile' })).user);
const login = (identifier: string, password: string) => post('/api/auth/login', { identifier, password });

describe('forgot password and reset', () => {
  it('answers the same for any address, and mails a link only to an account', async () => {
    const member = await buildUser(t.db);
    const unknown = await post('/api/auth/forgot-password', { email: 'nobody-at-all@example.com' });
    const known = await post('/api/auth/forgot-password', { email: member.email.toUpperCase() });
    expect([unknown.statusCode, known.statusCode]).toEqual([200, 200]);
    expect(body(unknown)).toEqual(body(known));
    expect(body(known).message).toBe(RECOVERY.resetRequested);
    expect((await mailTo('nobody-at-all@example.com', 'password-reset')).count).toBe(0);
    const { mail, token } = await mailTo(member.email, 'password-reset');
    expect(mail?.subject).toBe('Set a new password for Cloud Snippets');
    expect(token).toBeDefined();
  });

  it('sets the new password once, ends every session, and confirms the address', async () => {
    const { user, token: session } = await buildSignedInUser(t);
    await post('/api/auth/forgot-password', { email: user.email });
    const { token } = await mailTo(user.email, 'password-reset');
    const weak = await post('/api/auth/reset-password', { token, password: 'short' });
    expect(weak.statusCode).toBe(400);
    expect(body(weak).errors).toContainEqual(expect.objectContaining({ field: 'password' }));
    const reset = await post('/api/auth/reset-password', { token, password: 'N3w!password' });
    expect([reset.statusCode, body(reset).message]).toEqual([200, RECOVERY.passwordReset]);
    expect((await t.injectAs(session, { method: 'GET', url: '/api/auth/profile' })).statusCode).toBe(401);
    expect((await login(user.username, KNOWN_PASSWORD)).statusCode).toBe(401);
    const signedIn = await login(user.username, 'N3w!password');
    expect(signedIn.statusCode).toBe(200);
    expect((await profile(body<{ token: string }>(signedIn).token)).emailVerified).toBe(true);
    const again = await post('/api/auth/reset-password', { token, password: 'An0ther!pass' });
    expect([again.statusCode, body(again).message]).toEqual([400, RECOVERY.resetLinkInvalid]);
  });

  it('leaves access tokens working, and says so in the mail and the answer (decision 073)', async () => {
    const { user } = await buildSignedInUser(t);
    const pat = await buildAccessToken(t.db, user.id);
    await post('/api/auth/forgot-password', { email: user.email });
    const { mail, token } = await mailTo(user.email, 'password-reset');
    expect(mail?.text).toContain('Your access tokens keep working until you revoke them on your profile');
    expect(mail?.text).toContain(`${t.config.publicUrl}/profile`);
    const reset = await post('/api/auth/reset-password', { token, password: 'N3w!password' });
    expect(body(reset).message).toMatch(
      /Your access tokens still work: revoke any you do not trust on your profile\.$/,
    );
    expect((await t.injectAs(pat.token, { method: 'GET', url: '/api/auth/profile' })).statusCode).toBe(200);
  });

  it('refuses an expired link, a replaced one and a made-up one', async () => {
    const member = await buildUser(t.db);
    await post('/api/auth/forgot-password', { email: member.email });
    const first = (await mailTo(member.email, 'password-reset')).token;
    await post('/api/auth/forgot-password', { email: member.email });
    const second = (await mailTo(member.email, 'password-reset')).token;
    expect(second).not.toBe(first);
    expect(
      (await post('/api/auth/reset-password', { token: first, password: 'N3w!password' })).statusCode,
    ).toBe(400);
    await t.db.execute(
      sql`update account_tokens set expires_at = now() - interval '1 second' where user_id = ${member.id}::uuid`,
    );
    expect(
      (await post('/api/auth/reset-password', { token: second, password: 'N3w!password' })).statusCode,
    ).toBe(400);
    const madeUp = await post('/api/auth/reset-password', {
      token: 'x'.repeat(43),
      password: 'N3w!password',
    });
    expect([madeUp.statusCode, body(madeUp).message]).toEqual([400, RECOVERY.resetLinkInvalid]);
  });

  it('limits requests per address, whether or not an account uses it', async () => {
    const email = `limit-${Date.now()}@example.com`;
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push((await post('/api/auth/forgot-password', { email })).statusCode);
    expect(answers).toEqual([200, 200, 200, 429]);
  });
});

describe('confirming the address', () => {
  it('mails a link at registration, which confirms the address once', async () => {
    const registration = validRegistration();
    const registered = await post('/api/auth/register', registration);
    expect(registered.statusCode, registered.body).toBe(201);
    const session = body(registered).token as string;
    expect((await profile(session)).emailVerified).toBe(false);
    const { token } = await mailTo(registration.email, 'email-verification');
    const confirmed = await post('/api/auth/verify-email', { token });
    expect([confirmed.statusCode, body(confirmed).message]).toEqual([200, RECOVERY.emailVerified]);
    expect((await profile(session)).emailVerified).toBe(true);
    expect((await post('/api/auth/verify-email', { token })).statusCode).toBe(400);
    const resend = await post('/api/auth/resend-verification', {}, session);
    expect(body(resend).message).toBe(RECOVERY.alreadyVerified);
  });

  it('mails the link again on request, a few times an hour', async () => {
    const { user, token } = await buildSignedInUser(t);
    const answers = [];
    for (let i = 0; i < 4; i++)
      answers.push((await post('/api/auth/resend-verification', {}, token)).statusCode);
    expect(answers).toEqual([200, 200, 200, 429]);
    expect((await mailTo(user.email, 'email-verification')).count).toBe(3);
  });
});

describe('a new address', () => {
  it('changes once the link mailed to it is opened, and tells the old address', async () => {
    const { user, token } = await buildSignedInUser(t, { emailVerifiedAt: new Date() });
    const next = `moved-${Date.now()}@example.com`;
    const change = (payload: Record<string, unknown>) =>
      t.injectAs(token, { method: 'PUT', url: '/api/users/email', payload });
    const wrong = await change({ email: next, password: 'Wrong#pass1' });
    expect(body(wrong).errors).toEqual([{ field: 'password', error: AUTH.currentPasswordIncorrect }]);
    const same = await change({ email: user.email, password: KNOWN_PASSWORD });
    expect(body(same).errors).toEqual([{ field: 'email', error: RECOVERY.sameEmail }]);
    const other = await buildUser(t.db);
    const taken = await change({ email: other.email, password: KNOWN_PASSWORD });
    expect(body(taken).errors).toEqual([{ field: 'email', error: VALIDATION.emailTaken }]);
    const asked = await change({ email: next, password: KNOWN_PASSWORD });
    expect(asked.statusCode, asked.body).toBe(200);
    expect(body(asked).user).toMatchObject({ email: user.email, pendingEmail: next, emailVerified: true });
    expect((await mailTo(user.email, 'email-change-notice')).count).toBe(1);
    const { token: link } = await mailTo(next, 'email-verification');
    const opened = await post('/api/auth/verify-email', { token: link });
    expect(body(opened).message).toBe(RECOVERY.emailChanged);
    expect(await profile(token)).toMatchObject({ email: next, pendingEmail: null, emailVerified: true });
  });

  it('refuses the link when someone registered the address meanwhile', async () => {
    const { token } = await buildSignedInUser(t);
    const next = `race-${Date.now()}@example.com`;
    await t.injectAs(token, {
      method: 'PUT',
      url: '/api/users/email',
      payload: { email: next, password: KNOWN_PASSWORD },
    });
    await buildUser(t.db, { email: next });
    const { token: link } = await mailTo(next, 'email-verification');
    const opened = await post('/api/auth/verify-email', { token: link });
    expect(opened.statusCode).toBe(400);
    expect(body(opened).errors).toEqual([{ field: 'email', error: VALIDATION.emailTaken }]);
  });
});

describe('where you are signed in', () => {
  const CHROME_WINDOWS =
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

  it('lists the sessions with their devices, current first, and signs one out at once', async () => {
    const { user } = await buildSignedInUser(t);
    const signIn = async (agent?: string) =>
      body(
        await t.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { identifier: user.username, password: KNOWN_PASSWORD },
          headers: agent ? { 'user-agent': agent } : {},
        }),
      ).token as string;
    const laptop = await signIn(CHROME_WINDOWS);
    const phone = await signIn('');
    const list = body<{ sessions: { id: string; device: string; current: boolean }[] }>(
      await t.injectAs(phone, { method: 'GET', url: '/api/auth/sessions' }),
    ).sessions;
    expect(list[0]).toMatchObject({ current: true, device: 'Unknown device' });
    const other = list.find((s) => s.device === 'Chrome on Windows');
    expect(other).toBeDefined();
    const ended = await t.injectAs(phone, { method: 'DELETE', url: `/api/auth/sessions/${other!.id}` });
    expect([ended.statusCode, body(ended).message]).toEqual([200, RECOVERY.sessionEnded]);
    expect((await t.injectAs(laptop, { method: 'GET', url: '/api/auth/profile' })).statusCode).toBe(401);
    const stranger = await buildSignedInUser(t);
    const notTheirs = await t.injectAs(stranger.token, {
      method: 'DELETE',
      url: `/api/auth/sessions/${list[0]!.id}`,
    });
    expect(notTheirs.statusCode).toBe(404);
    expect((await t.injectAs(phone, { method: 'GET', url: '/api/auth/profile' })).statusCode).toBe(200);
  });

  it('signs out everywhere else in one call, keeping this session and other members’', async () => {
    const me = await buildSignedInUser(t);
    const others = await Promise.all([buildSession(t, me.user.id), buildSession(t, me.user.id)]);
    const stranger = await buildSignedInUser(t);
    const profile = (token: string) => t.injectAs(token, { method: 'GET', url: '/api/auth/profile' });
    // Each token is checked once first, so the session cache holds it: the sign-out must reach the cache too.
    for (const { token } of others) expect((await profile(token)).statusCode).toBe(200);
    const bare = await t.injectAs(me.token, { method: 'DELETE', url: '/api/auth/sessions' });
    expect(bare.statusCode).toBe(400);
    const ended = await t.injectAs(me.token, { method: 'DELETE', url: '/api/auth/sessions?others=true' });
    expect([ended.statusCode, body(ended).message]).toEqual([200, RECOVERY.othersEnded(2)]);
    for (const { token } of others) expect((await profile(token)).statusCode).toBe(401);
    expect((await profile(me.token)).statusCode).toBe(200);
    expect((await profile(stranger.token)).statusCode).toBe(200);
    const again = await t.injectAs(me.token, { method: 'DELETE', url: '/api/auth/sessions?others=true' });
    expect(body(again).message).toBe(RECOVERY.othersEnded(0));
  });
});
