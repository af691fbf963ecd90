import type { Page } from '@playwright/test';
import { STORAGE_KEYS } from '../../contract/src/constants';
import { expect, newCredentials, signIn, storedSession, test, tokenExpiry } from '../fixtures';

/** The site header: brand, Main navigation, search, and the account links or user menu. */
const navbar = (page: Page) => page.getByRole('banner');

function registerForm(page: Page) {
  return {
    username: page.getByLabel('Username'),
    email: page.getByLabel('Email'),
    password: page.getByLabel('Password', { exact: true }),
    confirmPassword: page.getByLabel('Confirm Password'),
    terms: page.getByRole('checkbox', { name: /I accept the Terms of Service and the Privacy Policy/ }),
    submit: page.getByRole('button', { name: 'Create account' }),
  };
}

function loginForm(page: Page) {
  return {
    identifier: page.getByLabel('Email or username'),
    password: page.getByLabel('Password'),
    remember: page.getByRole('checkbox', { name: 'Remember me' }),
    submit: page.getByRole('button', { name: 'Sign in' }),
  };
}

test.describe('Account journey', () => {
  test('a visitor registers, logs in, sees their email in the user menu and logs out', async ({
    page,
    deleteAfterTest,
  }) => {
    const me = newCredentials('journey');
    deleteAfterTest(me);

    await page.goto('/');
    await navbar(page).getByRole('link', { name: 'Register', exact: true }).click();
    await expect(page).toHaveURL('/register');

    const form = registerForm(page);
    await form.username.fill(me.username);
    await form.email.fill(me.email);
    await form.password.fill(me.password);
    await form.confirmPassword.fill(me.password);
    await form.terms.check();
    await form.submit.click();

    await expect(page.getByText('Registration successful! You can now log in.')).toBeVisible();
    await expect(page).toHaveURL('/login');
    // Registering does not sign the visitor in: the navbar still offers Log In.
    await expect(navbar(page).getByRole('link', { name: 'Log In', exact: true })).toBeVisible();

    const login = loginForm(page);
    await login.identifier.fill(me.email);
    await login.password.fill(me.password);
    await login.submit.click();

    await expect(page).toHaveURL('/');
    await expect(navbar(page).getByRole('link', { name: 'Create Snippet' })).toBeVisible();
    await page.getByTestId('user-menu-button').click();
    await expect(page.getByTestId('user-menu-email')).toHaveText(me.email);
    await expect(page.getByRole('link', { name: 'My Snippets' })).toHaveAttribute(
      'href',
      `/snippets?author=${me.username}`,
    );

    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL('/login');
    await expect(navbar(page).getByRole('link', { name: 'Log In', exact: true })).toBeVisible();
    await expect(navbar(page).getByRole('link', { name: 'Register', exact: true })).toBeVisible();
    await expect(page.getByTestId('user-menu-button')).toHaveCount(0);
    expect(await storedSession(page)).toEqual({ token: null, user: null });

    // The session is over for the server too: a reload does not bring it back.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
    await expect(page.getByTestId('user-menu-button')).toHaveCount(0);
  });
});

test.describe('Messages', () => {
  test('the registration success message clears itself after 6 seconds', async ({
    page,
    deleteAfterTest,
  }) => {
    const me = newCredentials('msg');
    deleteAfterTest(me);
    await page.clock.install();
    await page.goto('/register');
    const form = registerForm(page);
    await form.username.fill(me.username);
    await form.email.fill(me.email);
    await form.password.fill(me.password);
    await form.confirmPassword.fill(me.password);
    await form.terms.check();
    // From here the page's time moves only when the test moves it, however slow the machine is.
    await page.clock.pauseAt(Date.now() + 1_000);
    await form.submit.click();

    const message = page.getByText('Registration successful! You can now log in.');
    const stepMs = 50;
    let waitedMs = 0;
    await expect
      .poll(async () => {
        await page.clock.runFor(stepMs);
        waitedMs += stepMs;
        return message.isVisible();
      })
      .toBe(true);
    await expect(page).toHaveURL('/login');

    // At most `waitedMs` have passed since the message appeared: it is still there at 5.5 s (not the usual 5 s)…
    await page.clock.runFor(5_500 - waitedMs);
    await expect(message).toBeVisible();
    // …and gone by 6.5 s.
    await page.clock.runFor(1_000 + waitedMs);
    await expect(message).toBeHidden();
  });
});

test.describe('Register form', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/register');
  });

  test('shows each rule live as the visitor types', async ({ page }) => {
    const form = registerForm(page);

    await form.username.fill('ab');
    await expect(page.getByText('Username must be at least 3 characters')).toBeVisible();
    await expect(page.getByTestId('username-invalid-icon')).toBeVisible();
    await form.username.fill('a'.repeat(31));
    await expect(page.getByText('Username cannot exceed 30 characters')).toBeVisible();
    await form.username.fill('bad name!');
    await expect(
      page.getByText('Username can only contain letters, numbers, underscores and hyphens'),
    ).toBeVisible();
    await form.username.fill('');
    await expect(page.getByText('Username is required')).toBeVisible();
    await form.username.fill('good_name-1');
    await expect(page.getByTestId('username-valid-icon')).toBeVisible();
    await expect(page.getByText(/^Username /)).toHaveCount(0);

    await form.email.fill('not-an-address');
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
    await expect(page.getByTestId('email-invalid-icon')).toBeVisible();
    await form.email.fill('');
    await expect(page.getByText('Email is required')).toBeVisible();
    await form.email.fill('someone@example.com');
    await expect(page.getByTestId('email-valid-icon')).toBeVisible();

    await form.password.fill('Ab1!');
    await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();
    await form.password.fill('abcdefgh');
    await expect(
      page.getByText('Password must contain at least one letter, one number, and one special character'),
    ).toBeVisible();
    await form.password.fill('Sn1ppets!Rock-');
    await expect(
      page.getByText('Password can only contain letters, numbers and the special characters @ $ ! % * # ? &'),
    ).toBeVisible();
    await form.password.fill('');
    await expect(page.getByText('Password is required')).toBeVisible();
    await form.password.fill('Sn1ppets!Rock');
    await expect(page.getByTestId('password-valid-icon')).toBeVisible();

    await form.confirmPassword.fill('Sn1ppets!Roll');
    await expect(page.getByText('Passwords do not match')).toBeVisible();
    await expect(page.getByTestId('confirmPassword-invalid-icon')).toBeVisible();
    await form.confirmPassword.fill('Sn1ppets!Rock');
    await expect(page.getByText('Passwords do not match')).toHaveCount(0);
    await expect(page.getByTestId('confirmPassword-valid-icon')).toBeVisible();

    // Changing the password re-checks the confirmation.
    await form.password.fill('Sn1ppets!Rocks');
    await expect(page.getByText('Passwords do not match')).toBeVisible();
  });

  test('rates the password from Very Weak to Very Strong and ticks the checklist', async ({ page }) => {
    const { password } = registerForm(page);
    const label = page.getByTestId('password-strength-label');
    const checklist = page.getByRole('list', { name: 'Password requirements' });
    const item = (name: string) => checklist.getByRole('listitem').filter({ hasText: name });

    await expect(label).toHaveCount(0);
    // One point each: length ≥ 8, length ≥ 12, uppercase, lowercase, digit, special character (capped at 5).
    const steps: [string, string][] = [
      ['-', 'Very Weak'],
      ['a', 'Weak'],
      ['aB', 'Fair'],
      ['aB1', 'Good'],
      ['aB1!', 'Strong'],
      ['aB1!aaaa', 'Very Strong'],
      ['aB1!aaaaaaaa', 'Very Strong'],
      ['ab1!aaaa', 'Strong'],
    ];
    for (const [value, expected] of steps) {
      await password.fill(value);
      await expect(label).toHaveText(expected);
    }

    await password.fill('abc');
    for (const name of [
      'At least 8 characters',
      'One uppercase letter',
      'One number',
      'One special character',
    ]) {
      await expect(item(name)).toHaveAttribute('data-met', 'false');
    }
    await expect(item('One lowercase letter')).toHaveAttribute('data-met', 'true');
    await password.fill('Abcdefg1!');
    for (const name of [
      'At least 8 characters',
      'One uppercase letter',
      'One lowercase letter',
      'One number',
      'One special character',
    ]) {
      await expect(item(name)).toHaveAttribute('data-met', 'true');
    }
  });

  test('keeps Create account disabled until the form is valid and the terms are accepted', async ({
    page,
  }) => {
    const form = registerForm(page);
    await expect(form.submit).toBeDisabled();
    await form.username.fill('someone_new');
    await form.email.fill('someone_new@example.com');
    await form.password.fill('Sn1ppets!Rock');
    await form.confirmPassword.fill('Sn1ppets!Rock');
    await expect(form.submit).toBeDisabled();
    await form.terms.check();
    await expect(form.submit).toBeEnabled();
    await form.confirmPassword.fill('Sn1ppets!Roll');
    await expect(form.submit).toBeDisabled();
    await form.confirmPassword.fill('Sn1ppets!Rock');
    await expect(form.submit).toBeEnabled();
    await form.terms.uncheck();
    await expect(form.submit).toBeDisabled();
  });

  test('puts "username taken" and "email registered" on their fields', async ({ page, member }) => {
    const form = registerForm(page);
    await form.username.fill(member.username.toUpperCase());
    await form.email.fill(member.email);
    await form.password.fill('Sn1ppets!Rock');
    await form.confirmPassword.fill('Sn1ppets!Rock');
    await form.terms.check();
    await form.submit.click();

    await expect(page.getByText('Username is already taken')).toBeVisible();
    await expect(page.getByText('Email is already registered')).toBeVisible();
    await expect(form.username).toHaveAttribute('aria-invalid', 'true');
    await expect(form.email).toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL('/register');
  });
});

test.describe('Login form', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/login');
  });

  test('says what is missing before calling the server', async ({ page }) => {
    await loginForm(page).submit.click();
    await expect(page.getByText('Email or username is required')).toBeVisible();
    await expect(page.getByText('Password is required')).toBeVisible();
  });

  test('shows the server message for a wrong password and stays on the page', async ({ page, member }) => {
    const form = loginForm(page);
    await form.identifier.fill(member.username);
    await form.password.fill('Wrong-pass1!');
    await form.submit.click();
    await expect(page.getByRole('alert')).toHaveText('Invalid email/username or password');
    await expect(page).toHaveURL('/login');
    await expect(form.submit).toBeEnabled();
  });

  test("shows 'Signing in...' while the request is under way", async ({ page, member }) => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/auth/login', async (route) => {
      await held;
      await route.continue();
    });

    const form = loginForm(page);
    await form.identifier.fill(member.username);
    await form.password.fill(member.password);
    await form.submit.click();
    const busy = page.getByRole('button', { name: 'Signing in...' });
    await expect(busy).toBeVisible();
    await expect(busy).toBeDisabled();

    release();
    await expect(page).toHaveURL('/');
    await expect(page.getByTestId('user-menu-button')).toBeVisible();
  });

  test('signs in by username in any case', async ({ page, member }) => {
    const form = loginForm(page);
    await form.identifier.fill(member.username.toUpperCase());
    await form.password.fill(member.password);
    await form.password.press('Enter');
    await expect(page.getByTestId('user-menu-button')).toContainText(member.username);
  });

  test('Remember me keeps the member signed in for weeks instead of a day', async ({ page, member }) => {
    const form = loginForm(page);
    await form.identifier.fill(member.username);
    await form.password.fill(member.password);
    await form.remember.check();
    await form.submit.click();
    await expect(page.getByTestId('user-menu-button')).toBeVisible();

    const { token } = await storedSession(page);
    const daysLeft = (tokenExpiry(token!) * 1000 - Date.now()) / 86_400_000;
    expect(daysLeft).toBeGreaterThan(7);

    await page.getByTestId('user-menu-button').click();
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL('/login');

    await form.identifier.fill(member.username);
    await form.password.fill(member.password);
    await expect(form.remember).not.toBeChecked();
    await form.submit.click();
    await expect(page.getByTestId('user-menu-button')).toBeVisible();
    const shortToken = (await storedSession(page)).token!;
    const shortDaysLeft = (tokenExpiry(shortToken) * 1000 - Date.now()) / 86_400_000;
    expect(shortDaysLeft).toBeLessThanOrEqual(1);
  });

  test('links to Forgot your password? and Create an account', async ({ page }) => {
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await expect(page).toHaveURL('/forgot-password');
    await page.goBack();
    await page.getByRole('link', { name: 'Create an account' }).click();
    await expect(page).toHaveURL('/register');
    await page.getByRole('link', { name: 'Log in', exact: true }).click();
    await expect(page).toHaveURL('/login');
  });
});

test.describe('The start-up profile check', () => {
  test('a member stays signed in when the check fails by network or is cut short by a reload', async ({
    page,
    member,
  }) => {
    const session = await signIn(page, member);
    await page.goto('/');
    await expect(page.getByTestId('user-menu-button')).toBeVisible();

    // The check never reaches the server, then a reload cuts the next one short.
    await page.route('**/api/auth/profile', (route) => route.abort('internetdisconnected'));
    await page.reload();
    await expect(page.getByTestId('loading-overlay')).toHaveCount(0);
    await page.unroute('**/api/auth/profile');
    let release: (() => void) | undefined;
    await page.route('**/api/auth/profile', async (route) => {
      await new Promise<void>((resolve) => (release = resolve));
      await route.continue().catch(() => undefined);
    });
    await page.reload();
    await expect.poll(() => release !== undefined).toBe(true);
    await page.unroute('**/api/auth/profile');
    await page.reload();
    release?.();

    await expect(page.getByTestId('user-menu-button')).toContainText(member.username);
    expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.token)).toBe(session.token);
  });
});
