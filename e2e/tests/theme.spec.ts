import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';

/** Every script of the app but the head script: what the page is before the app's code has run. */
const APP_SCRIPTS = /\/assets\/(?!head-script-)[^/]+\.js$/;

/** The relative luminance (0 black … 1 white) of an element's background, whatever syntax the colour has. */
async function backgroundLuminance(page: Page, selector: string): Promise<number> {
  return page.locator(selector).evaluate((element) => {
    const context = document.createElement('canvas').getContext('2d')!;
    context.fillStyle = getComputedStyle(element).backgroundColor;
    context.fillRect(0, 0, 1, 1);
    const [r, g, b] = Array.from(context.getImageData(0, 0, 1, 1).data.slice(0, 3), (value) => {
      const channel = value / 255;
      return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  });
}

test.describe('Themes', () => {
  test.describe('with the system in dark mode', () => {
    test.use({ colorScheme: 'dark' });

    test('the server-rendered page is dark before any app script runs', async ({ page }) => {
      const blocked: string[] = [];
      await page.route(APP_SCRIPTS, (route) => {
        blocked.push(route.request().url());
        return route.abort();
      });
      const violations: string[] = [];
      page.on('console', (message) => {
        if (message.text().includes('Content Security Policy')) violations.push(message.text());
      });

      await page.goto('/', { waitUntil: 'load' });
      await expect(page.locator('html')).toHaveClass(/\bdark\b/);
      await expect(page.locator('h1')).toBeVisible();
      expect(await backgroundLuminance(page, 'body')).toBeLessThan(0.02);
      expect(await backgroundLuminance(page, 'header')).toBeLessThan(0.05);
      expect(blocked.length).toBeGreaterThan(0);
      expect(violations).toEqual([]);
    });

    test('a stored Light wins over the system', async ({ page }) => {
      await page.goto('/');
      await page.getByRole('button', { name: 'Theme: System (dark)' }).click();
      await page.getByRole('button', { name: 'Light', exact: true }).click();
      await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);

      await page.route(APP_SCRIPTS, (route) => route.abort());
      await page.reload({ waitUntil: 'load' });
      await expect(page.locator('h1')).toBeVisible();
      await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
      expect(await backgroundLuminance(page, 'body')).toBeGreaterThan(0.9);
    });
  });

  test('Dark chosen in the navbar holds across a reload and is named', async ({ page }) => {
    await page.goto('/');
    expect(await backgroundLuminance(page, 'body')).toBeGreaterThan(0.9);
    const toggle = page.getByRole('button', { name: 'Theme: System (light)' });
    await toggle.focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('button', { name: 'Dark', exact: true })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);

    await page.reload();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await expect(page.getByRole('button', { name: 'Theme: Dark' })).toBeVisible();
    expect(await backgroundLuminance(page, 'body')).toBeLessThan(0.02);
    await expect(page.locator('meta[name="theme-color"]').first()).toHaveAttribute('content', '#0f172b');
  });

  test.describe('at 375 px', () => {
    test.use({ viewport: { width: 375, height: 740 } });

    test('the mobile menu offers the same choices', async ({ page }) => {
      await page.goto('/');
      await page.getByTestId('mobile-menu-toggle').click();
      const choices = page.getByTestId('mobile-menu').getByRole('group', { name: 'Theme' });
      await choices.getByRole('button', { name: 'Dark' }).click();
      await expect(page.locator('html')).toHaveClass(/\bdark\b/);
      await expect(choices.getByRole('button', { name: 'Dark' })).toHaveAttribute('aria-pressed', 'true');
    });
  });
});
