import { randomBytes } from 'node:crypto';
import { apiLogin, expect, test } from '../fixtures';

test('the address a snippet had before it was made unlisted leads a reader to its new one', async ({
  page,
  member,
}) => {
  const { token } = await apiLogin(page.request, member);
  const headers = { Authorization: `Bearer ${token}` };
  const input = {
    title: `Made unlisted ${randomBytes(3).toString('hex')}`,
    platform: 'crm',
    category: 'apex',
    codeLanguage: 'apex',
    description: 'Shared publicly first, then only with the link.',
    code: 'System.debug(1);',
    tags: ['e2e-unlisted'],
  };
  const created = await page.request.post('/api/snippets', { headers, data: input });
  expect(created.status(), await created.text()).toBe(201);
  const { snippet } = (await created.json()) as { snippet: { _id: string; slug: string } };
  const edited = await page.request.put(`/api/snippets/${snippet._id}`, {
    headers,
    data: { ...input, visibility: 'unlisted' },
  });
  expect(edited.status(), await edited.text()).toBe(200);
  const { snippet: unlisted } = (await edited.json()) as { snippet: { slug: string } };
  expect(unlisted.slug).not.toBe(snippet.slug);

  // A visitor with the old link (no session): the snippet, at its new address.
  const response = await page.goto(`/snippets/${snippet.slug}`);
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL(`/snippets/${unlisted.slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(input.title);
});
