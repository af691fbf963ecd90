import { describe, expect, it } from 'vitest';
import { session } from '../../../lib/session';
import { buildToken, buildUser } from '../../../test/factories';
import { mockApi } from '../../../test/mock-api';
import { getSnippets } from './get-snippets';

describe('getSnippets', () => {
  it("returns an empty list with no call for author 'me' without a session", async () => {
    session.clear();
    const { calls } = mockApi();
    await expect(getSnippets({ author: 'me', page: 1 })).resolves.toMatchObject({
      snippets: [],
      totalPages: 0,
      requiresLogin: true,
    });
    expect(calls.filter((call) => call.path === '/api/snippets')).toHaveLength(0);
  });

  it('turns a 401 into an empty list that asks to log in', async () => {
    session.set(buildToken(), buildUser());
    mockApi({
      'GET /api/snippets': () => ({ status: 401, body: { message: 'Please log in to view your snippets' } }),
    });
    await expect(getSnippets({ author: 'me', page: 2 })).resolves.toEqual({
      snippets: [],
      currentPage: 2,
      totalPages: 0,
      totalSnippets: 0,
      totalIsApproximate: false,
      requiresLogin: true,
    });
  });

  it('reads totalPages from pagination when the top-level field is missing', async () => {
    session.clear();
    mockApi({
      'GET /api/snippets': () => ({
        body: { snippets: [], pagination: { currentPage: 3, totalPages: 9, totalSnippets: 100 } },
      }),
    });
    await expect(getSnippets({ page: 3 })).resolves.toMatchObject({
      currentPage: 3,
      totalPages: 9,
      totalSnippets: 100,
    });
  });

  it('asks for the snippets verified in the last releases with verified=recent', async () => {
    session.clear();
    const { calls } = mockApi({ 'GET /api/snippets': () => ({ body: { snippets: [] } }) });
    await getSnippets({ platform: 'sfmc', ssjsSafe: 'true', verified: 'recent', page: 1 });
    const query = Object.fromEntries(calls.find((call) => call.path === '/api/snippets')!.url.searchParams);
    expect(query).toMatchObject({ platform: 'sfmc', ssjsSafe: 'true', verified: 'recent', page: '1' });
    await getSnippets({ page: 1 });
    expect(calls.filter((call) => call.path === '/api/snippets')[1]!.url.searchParams.has('verified')).toBe(
      false,
    );
  });

  it("rejects with 'Failed to fetch snippets' when the server sends no message", async () => {
    session.clear();
    mockApi({ 'GET /api/snippets': () => ({ status: 400, body: {} }) });
    await expect(getSnippets({ page: 1 })).rejects.toThrow('Failed to fetch snippets');
  });
});
