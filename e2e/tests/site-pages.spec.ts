import { ADMIN } from '../playwright.config';
import { apiLogin, expect, signIn, test } from '../fixtures';

test.describe("The site's own pages", () => {
  test('/community: the guidelines with a table of contents', async ({ page }) => {
    await page.goto('/community');
    await expect(page.getByRole('heading', { level: 1, name: 'Community Guidelines' })).toBeVisible();
    for (const heading of [
      'Be kind and constructive',
      'Share code that works',
      'No secrets, credentials or personal data',
      'Credit your sources',
      'How moderation works',
      'Report a problem',
    ]) {
      await expect(page.getByRole('heading', { level: 2, name: new RegExp(heading) })).toBeVisible();
    }
    const toc = page.getByRole('navigation', { name: 'On this page' });
    await toc.getByRole('link', { name: /How moderation works/ }).click();
    await expect(page).toHaveURL('/community#moderation');
    await expect(page.getByRole('heading', { level: 2, name: /How moderation works/ })).toBeInViewport();
    await page.getByRole('main').getByRole('link', { name: 'contact form' }).click();
    await expect(page).toHaveURL('/contact');
  });

  test('/resources: official documentation, each in a new tab', async ({ page }) => {
    await page.goto('/resources');
    await expect(page.getByRole('heading', { level: 1, name: 'Resources' })).toBeVisible();
    const links = page.getByRole('main').locator('a[target="_blank"]');
    await expect(links).toHaveCount(10);
    for (const link of await links.all()) {
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      await expect(link).toHaveAttribute('href', /^https:\/\/(developer|help|trailhead)\.salesforce\.com/);
    }
    await expect(page.getByRole('link', { name: /^AMPscript/ }).first()).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: /^Trailhead/ })).toHaveAttribute(
      'href',
      'https://trailhead.salesforce.com',
    );
  });

  test('/terms and /privacy say what the site stores', async ({ page }) => {
    await page.goto('/terms');
    await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: /Code is shared as is/ })).toBeVisible();

    await page.goto('/privacy');
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    const main = page.getByRole('main');
    await expect(main).toContainText('Argon2id');
    await expect(main).toContainText('keyed hash of the IP address');
    await expect(main).toContainText('no advertising or tracking cookies');
    await expect(main).toContainText('reCAPTCHA');
    await expect(page.getByRole('navigation', { name: 'On this page' }).getByRole('link')).not.toHaveCount(0);
  });

  test('/contact sends a message that the admins can read', async ({ page }) => {
    const subject = `Question ${Date.now()}`;
    await page.goto('/contact');
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
    const form = page.getByTestId('contact-form');
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(form.getByText('Name is required')).toBeVisible();
    await expect(form.getByText('Message must be at least 10 characters')).toBeVisible();

    await form.getByLabel('Name').fill('Ada Visitor');
    await form.getByLabel('Email').fill('ada@example.test');
    await form.getByLabel('Subject').fill(subject);
    await form.getByLabel('Message').fill('How do I share a snippet written in SOQL?');
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByTestId('contact-sent')).toContainText('Thank you! Your message has been sent.');

    const admin = await apiLogin(page.request, { ...ADMIN, email: '' });
    const inbox = await page.request.get('/api/contact', {
      headers: { Authorization: `Bearer ${admin.token}` },
    });
    expect(inbox.status()).toBe(200);
    const { messages } = (await inbox.json()) as { messages: { subject: string; email: string }[] };
    expect(messages.find((message) => message.subject === subject)).toMatchObject({
      email: 'ada@example.test',
    });
  });

  test("a member's name and email are filled in", async ({ page, member }) => {
    await signIn(page, member);
    await page.goto('/contact');
    const form = page.getByTestId('contact-form');
    await expect(form.getByLabel('Name')).toHaveValue(member.username);
    await expect(form.getByLabel('Email')).toHaveValue(member.email);
  });

  test('a rate-limited message shows the server message', async ({ page }) => {
    await page.route('**/api/contact', (route) =>
      route.fulfill({
        status: 429,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'Too many messages. Please try again later.' }),
      }),
    );
    await page.goto('/contact');
    const form = page.getByTestId('contact-form');
    await form.getByLabel('Name').fill('Ada');
    await form.getByLabel('Email').fill('ada@example.test');
    await form.getByLabel('Subject').fill('Again');
    await form.getByLabel('Message').fill('One message too many.');
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(form.getByRole('alert')).toHaveText('Too many messages. Please try again later.');
  });
});
