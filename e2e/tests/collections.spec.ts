import type { APIRequestContext } from '@playwright/test';
import { apiLogin, apiRegister, expect, newCredentials, signIn, test, type Credentials } from '../fixtures';

/** Collections (decision 075): made from a snippet's page, reordered by keyboard, followed into the feed. */

interface DemoSnippet {
  _id: string;
  slug: string;
  title: string;
}
interface MadeCollection {
  _id: string;
  slug: string;
}

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

/** The newest public snippets of the demo community: what every member may collect. */
async function demoSnippets(request: APIRequestContext, count: number): Promise<DemoSnippet[]> {
  const response = await request.get(`/api/snippets?limit=${count}`);
  expect(response.status()).toBe(200);
  const { snippets } = (await response.json()) as { snippets: DemoSnippet[] };
  expect(snippets.length).toBe(count);
  return snippets;
}

/** A public collection of `items`, in that order, made through the API. */
async function apiCollection(request: APIRequestContext, token: string, title: string, items: DemoSnippet[]) {
  const response = await request.post('/api/collections', { headers: auth(token), data: { title } });
  expect(response.status(), await response.text()).toBe(201);
  const collection = (await response.json()) as MadeCollection;
  for (const item of items) {
    const added = await request.put(`/api/collections/${collection._id}/items/${item._id}`, {
      headers: auth(token),
    });
    expect(added.status()).toBe(200);
  }
  return collection;
}

const collectionUrl = (member: Credentials, collection: MadeCollection) =>
  `/users/${member.username}/collections/${collection.slug}`;

test.describe('Collections', () => {
  test('a member makes a collection from a snippet page and finds it on their profile', async ({
    page,
    member,
  }) => {
    const [snippet] = await demoSnippets(page.request, 1);
    await signIn(page, member);
    await page.goto(`/snippets/${snippet!.slug}`);
    await page.getByTestId('add-to-collection').click();
    const dialog = page.getByTestId('add-to-collection-dialog');
    await expect(dialog.getByText('You have no collections yet.')).toBeVisible();
    await dialog.getByRole('button', { name: 'New collection' }).click();
    await dialog.getByLabel('Title').fill('SFMC starter kit');
    await dialog.getByRole('button', { name: 'Create and add' }).click();
    await expect(dialog.getByRole('checkbox', { name: /SFMC starter kit/ })).toBeChecked();
    await expect(dialog.getByRole('checkbox', { name: /1 snippet/ })).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();

    await page.goto(`/users/${member.username}`);
    const card = page.getByTestId('member-collections').getByTestId('collection-card');
    await expect(card).toContainText('SFMC starter kit');
    await card.getByRole('link', { name: 'SFMC starter kit' }).click();
    await expect(page).toHaveURL(new RegExp(`/users/${member.username}/collections/sfmc-starter-kit$`));
    await expect(page.getByRole('heading', { level: 1, name: 'SFMC starter kit' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Snippets in SFMC starter kit' })).toContainText(
      snippet!.title,
    );

    // The server's page: its head names the collection and lists its snippets as schema.org's ItemList.
    const html = await (
      await page.request.get(`/users/${member.username}/collections/sfmc-starter-kit`)
    ).text();
    expect(html).toContain('<title>SFMC starter kit – a collection by');
    expect(html).toMatch(/"@type":"ItemList".*"position":1/);
    expect(html).toContain(`/feeds/users/${member.username}/collections/sfmc-starter-kit.xml`);
  });

  test('the owner reorders a collection by keyboard, announced and saved', async ({ page, member }) => {
    const snippets = await demoSnippets(page.request, 3);
    const session = await signIn(page, member);
    const collection = await apiCollection(page.request, session.token, 'Apex trigger patterns', snippets);
    const [first, second, third] = snippets.map((snippet) => snippet.title) as [string, string, string];

    await page.goto(collectionUrl(member, collection));
    await page.getByTestId('arrange-collection').click();
    const rows = page.getByTestId('collection-order-item');
    await expect(rows).toHaveText([first, second, third].map((title) => new RegExp(escape(title))));

    const handle = page.getByRole('button', { name: `Move ${first}, position 1 of 3` });
    await handle.focus();
    await page.keyboard.press('Space');
    const announcement = page.getByTestId('order-announcement');
    await expect(announcement).toContainText(`${first} picked up, at position 1 of 3`);
    await page.keyboard.press('ArrowDown');
    await expect(announcement).toContainText(`${first} moved to position 2 of 3`);
    await page.keyboard.press('ArrowDown');
    await expect(announcement).toContainText(`${first} moved to position 3 of 3`);
    await expect(page.getByRole('button', { name: `Move ${first}, position 3 of 3` })).toBeFocused();
    await page.keyboard.press('Space');
    await expect(announcement).toContainText('Order saved');
    await expect(rows).toHaveText([second, third, first].map((title) => new RegExp(escape(title))));

    // Escape puts a picked-up snippet back where it was, and nothing is saved.
    await page.getByRole('button', { name: `Move ${third}, position 2 of 3` }).focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Escape');
    await expect(announcement).toContainText(`Move cancelled. ${third} is back at position 2 of 3`);

    await page.reload();
    const cards = page
      .getByRole('list', { name: 'Snippets in Apex trigger patterns' })
      .locator(':scope > li');
    await expect(cards).toHaveCount(3);
    await expect(cards.nth(0)).toContainText(second);
    await expect(cards.nth(2)).toContainText(first);
  });

  test('a member follows a collection and its snippets join the Following feed', async ({
    page,
    member,
    request,
    deleteAfterTest,
  }) => {
    const owner = newCredentials('own');
    await apiRegister(request, owner);
    deleteAfterTest(owner);
    const [snippet] = await demoSnippets(request, 1);
    const ownerToken = (await apiLogin(request, owner)).token;
    const collection = await apiCollection(request, ownerToken, 'Followed kit', [snippet!]);

    await signIn(page, member);
    await page.goto('/');
    await expect(page.getByTestId('following-empty')).toBeVisible();
    await page.goto(collectionUrl(owner, collection));
    const follow = page.getByTestId('collection-follow');
    await expect(follow).toHaveAttribute('aria-pressed', 'false');
    const followed = page.waitForResponse(
      (response) => response.url().endsWith('/follow') && response.request().method() === 'PUT',
    );
    await follow.click();
    await expect(follow).toHaveAttribute('aria-pressed', 'true');
    await expect(follow).toHaveText('Following');
    // A reload before the server has answered would cancel the request.
    expect((await followed).ok()).toBe(true);
    await page.reload();
    await expect(page.getByTestId('collection-follow')).toHaveText('Following');
    await expect(page.getByText('1 follower', { exact: false })).toBeVisible();

    await page.goto('/');
    await expect(page.getByTestId('following-feed')).toContainText(snippet!.title);
  });
});

/** A title as a regular expression's literal text. */
function escape(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
