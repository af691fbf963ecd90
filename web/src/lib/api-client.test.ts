import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_ERRORS, HTTP_ERRORS } from '@cloud-snippets/contract';
import { buildToken, buildUser } from '../test/factories';
import { mockApi } from '../test/mock-api';
import { api, ApiError, setUnauthorizedHandler } from './api-client';
import { notify } from './notify';
import { session } from './session';

describe('api client: global HTTP rules (SPEC §8)', () => {
  const onUnauthorized = vi.fn();
  beforeEach(() => {
    onUnauthorized.mockReset();
    setUnauthorizedHandler(onUnauthorized);
    session.set(buildToken(), buildUser());
    vi.spyOn(notify, 'error').mockImplementation(() => undefined);
  });

  it('sends the stored token as a bearer token', async () => {
    const { calls } = mockApi({ 'GET /api/auth/profile': () => ({ body: { user: buildUser() } }) });
    await api.get('/api/auth/profile');
    expect(calls[0]?.headers.Authorization).toBe(`Bearer ${session.token()}`);
  });

  it('401 on a call that carried the token: logs out and goes to /login', async () => {
    mockApi({
      'GET /api/users/profile': () => ({ status: 401, body: { message: 'Authentication required' } }),
    });
    await expect(api.get('/api/users/profile')).rejects.toBeInstanceOf(ApiError);
    expect(session.get()).toEqual({ token: null, user: null });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('401 on a call without a token (a failed sign-in) leaves navigation to the caller', async () => {
    session.clear();
    mockApi({
      'POST /api/auth/login': () => ({
        status: 401,
        body: { message: 'Invalid email/username or password' },
      }),
    });
    const error = await api
      .post('/api/auth/login', {}, { defaultError: DEFAULT_ERRORS.login })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 401, message: 'Invalid email/username or password' });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('403 shows the Access Denied message', async () => {
    mockApi({ 'DELETE /api/x': () => ({ status: 403, body: { message: 'Forbidden' } }) });
    await expect(api.delete('/api/x')).rejects.toMatchObject({ status: 403, message: 'Forbidden' });
    expect(notify.error).toHaveBeenCalledWith(HTTP_ERRORS.forbidden);
    expect(session.token()).not.toBeNull();
  });

  it('403 to a call without a token (a suspended member signing in) leaves the message to the caller', async () => {
    const suspended = 'Your account is suspended until Dec 3, 2026, 2:00 PM UTC';
    mockApi({ 'POST /api/auth/login': () => ({ status: 403, body: { message: suspended } }) });
    await expect(api.post('/api/auth/login', {}, { token: null })).rejects.toMatchObject({
      status: 403,
      message: suspended,
    });
    expect(notify.error).not.toHaveBeenCalled();
  });

  it('500 shows the Server Error message', async () => {
    mockApi({ 'GET /api/x': () => ({ status: 500, body: { message: 'Internal server error' } }) });
    await expect(api.get('/api/x')).rejects.toMatchObject({ status: 500 });
    expect(notify.error).toHaveBeenCalledWith(HTTP_ERRORS.server);
  });

  it('no response shows the Network Error message and rejects with the caller default', async () => {
    mockApi({ 'GET /api/x': () => 'network-error' });
    const error = await api
      .get('/api/x', { defaultError: DEFAULT_ERRORS.fetchSnippets })
      .catch((e: unknown) => e);
    expect(notify.error).toHaveBeenCalledWith(HTTP_ERRORS.network);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: null,
      message: DEFAULT_ERRORS.fetchSnippets,
      isNetworkError: true,
    });
  });

  it('uses the server message when present, else the caller default, and carries field errors', async () => {
    mockApi({
      'POST /api/auth/register': () => ({
        status: 400,
        body: {
          message: 'Validation failed',
          errors: [{ field: 'email', error: 'Email is already registered' }],
        },
      }),
      'GET /api/empty': () => ({ status: 404 }),
    });
    const refused = await api.post('/api/auth/register', {}).catch((e: unknown) => e);
    expect(refused).toMatchObject({
      message: 'Validation failed',
      serverMessage: 'Validation failed',
      fieldErrors: [{ field: 'email', error: 'Email is already registered' }],
    });
    const bare = await api
      .get('/api/empty', { defaultError: DEFAULT_ERRORS.fetchSnippet })
      .catch((e: unknown) => e);
    expect(bare).toMatchObject({ message: DEFAULT_ERRORS.fetchSnippet, serverMessage: undefined });
    expect(notify.error).not.toHaveBeenCalled();
  });

  it('silent calls show no global message', async () => {
    mockApi({ 'GET /api/x': () => ({ status: 500 }) });
    await expect(api.get('/api/x', { silent: true })).rejects.toBeInstanceOf(ApiError);
    expect(notify.error).not.toHaveBeenCalled();
  });
});
