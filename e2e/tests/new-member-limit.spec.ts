import { NEW_MEMBER_MESSAGES } from '../../contract/src/schemas/new-members';
import { expect, signIn, test } from '../fixtures';

/*
 * The e2e servers run without the new-member limit (NEW_MEMBER_HOURS=0), so these tests answer the allowance the
 * server would give a new member; the API tests hold the counting itself.
 */
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

test.describe('New members', () => {
  test('are told before the form how many snippets are left today and what lifts the limit', async ({
    page,
    member,
  }) => {
    await page.route('**/api/users/allowance', (route) =>
      route.fulfill({ json: { limited: true, max: 3, left: 2, nextAt: null, liftsAt: inDays(6) } }),
    );
    await signIn(page, member);
    await page.goto('/snippets/create');
    const notice = page.getByTestId('new-member-allowance');
    await expect(notice).toContainText(NEW_MEMBER_MESSAGES.left(2, 3));
    await expect(notice).toContainText('The limit lifts on');
    // Above the form, which is there to fill in.
    const form = page.getByTestId('snippet-form');
    await expect(form).toBeVisible();
    const [noticeBox, formBox] = [await notice.boundingBox(), await form.boundingBox()];
    expect(noticeBox!.y).toBeLessThan(formBox!.y);
  });

  test('with none left, the page says until when instead of offering a form to fill in', async ({
    page,
    member,
  }) => {
    await page.route('**/api/users/allowance', (route) =>
      route.fulfill({ json: { limited: true, max: 3, left: 0, nextAt: inDays(0.5), liftsAt: inDays(6) } }),
    );
    await signIn(page, member);
    await page.goto('/snippets/create');
    const notice = page.getByRole('alert').filter({ hasText: 'none left until' });
    await expect(notice).toContainText('New members can post 3 snippets a day: none left until');
    await expect(notice.getByRole('link', { name: 'Confirm your address' })).toHaveAttribute(
      'href',
      '/profile',
    );
    await expect(page.getByTestId('snippet-form')).toHaveCount(0);
  });

  test('a member the limit does not hold for sees no notice', async ({ page, member }) => {
    await signIn(page, member);
    const allowance = page.waitForResponse('**/api/users/allowance');
    await page.goto('/snippets/create');
    expect(((await (await allowance).json()) as { limited: boolean }).limited).toBe(false);
    await expect(page.getByTestId('snippet-form')).toBeVisible();
    await expect(page.getByTestId('new-member-allowance')).toHaveCount(0);
  });
});
