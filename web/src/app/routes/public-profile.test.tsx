import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  AVATAR,
  LIMITS,
  PROFILE,
  type PublicProfileResponse,
  type SnippetListResponse,
} from '@cloud-snippets/contract';
import { buildSnippetList, buildSnippetSummary, buildToken, buildUser } from '../../test/factories';
import { mockApi, type Handler } from '../../test/mock-api';
import { renderApp } from '../testing';

function buildProfile(overrides: Partial<PublicProfileResponse['user']> = {}): PublicProfileResponse {
  const {
    email: _email,
    role: _role,
    savedSnippets: _saved,
    ...user
  } = buildUser({
    bio: 'AMPscript all day.',
    company: 'Brightwave Digital',
    website: 'https://amychen.dev',
    location: 'Chicago, IL',
    createdAt: '2025-01-15T10:00:00.000Z',
  });
  return {
    user: { ...user, topLanguages: ['ampscript', 'sql', 'html'], ...overrides },
    snippets: [1, 2, 3, 4].map((n) =>
      buildSnippetSummary({ _id: `t${n}`, slug: `top-${n}`, title: `Top snippet ${n}` }),
    ),
  };
}

const userSnippets = (list: SnippetListResponse = buildSnippetList([buildSnippetSummary()])) => ({
  'GET /api/users/ampscript_amy/snippets': (() => ({ body: list })) as Handler,
});
const profileOk = (profile = buildProfile()) => ({
  'GET /api/users/ampscript_amy': (() => ({ body: profile })) as Handler,
});
const asMember = (username = 'ampscript_amy') => {
  const user = buildUser({ username });
  return {
    handlers: { 'GET /api/auth/profile': (() => ({ body: { user } })) as Handler },
    options: { signedIn: { token: buildToken(), user } },
  };
};

describe('public profile', () => {
  it('shows the member: initial letter, details, member since, stats, ranked top snippets and meta', async () => {
    mockApi({ ...profileOk(), ...userSnippets() });
    renderApp('/users/ampscript_amy');
    expect(await screen.findByTestId('profile-username')).toHaveTextContent('ampscript_amy');
    expect(within(screen.getByTestId('profile-summary')).getByTestId('avatar-initial')).toHaveTextContent(
      'a',
    );
    expect(screen.getByTestId('profile-member-since')).toHaveTextContent('Member since January 2025');
    const website = screen.getByTestId('profile-website');
    expect(website).toHaveAttribute('href', 'https://amychen.dev');
    expect(website).toHaveAttribute('rel', 'nofollow ugc noopener');
    expect(screen.getByTestId('stat-snippets')).toHaveTextContent('3');
    expect(screen.getByTestId('stat-views')).toHaveTextContent('40');
    expect(screen.getByTestId('stat-likes')).toHaveTextContent('7');
    const top = screen.getByTestId('top-snippets');
    expect(within(top).getAllByRole('listitem')).toHaveLength(4);
    expect(within(top).getAllByTestId('rank-badge')).toHaveLength(3);
    expect(await screen.findAllByTestId('snippet-card')).toHaveLength(1);
    await waitFor(() => expect(document.title).toBe("ampscript_amy's profile – Cloud Snippets"));
    expect(document.querySelector('meta[name="keywords"]')).toHaveAttribute(
      'content',
      'ampscript, sql, html',
    );
    // A visitor gets no owner controls.
    expect(screen.queryByTestId('edit-profile-button')).not.toBeInTheDocument();
    expect(screen.queryByText('Change photo')).not.toBeInTheDocument();
  });

  it('/user/{username} shows the same profile', async () => {
    mockApi({ ...profileOk(), ...userSnippets() });
    renderApp('/user/ampscript_amy');
    expect(await screen.findByTestId('profile-username')).toHaveTextContent('ampscript_amy');
  });

  it('an unknown member goes to the 404 page', async () => {
    mockApi({ 'GET /api/users/nobody': () => ({ status: 404, body: { message: 'User not found' } }) });
    const app = renderApp('/users/nobody');
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    expect(app.location()).toBe('/404');
  });

  it("says 'Failed to load user profile' when loading fails", async () => {
    mockApi({ 'GET /api/users/ampscript_amy': () => ({ status: 500, body: {} }) });
    renderApp('/users/ampscript_amy');
    expect(await screen.findByRole('alert')).toHaveTextContent(PROFILE.loadFailed);
  });

  it('pages and sorts the member’s snippets through the URL', async () => {
    const api = mockApi({
      ...profileOk(),
      ...userSnippets(
        buildSnippetList([buildSnippetSummary()], { currentPage: 1, totalPages: 3, totalSnippets: 25 }),
      ),
    });
    const app = renderApp('/users/ampscript_amy');
    await screen.findByTestId('user-snippets');
    expect(api.calls.find((c) => c.path.endsWith('/snippets'))!.url.searchParams.get('limit')).toBe('10');
    fireEvent.change(screen.getByRole('combobox', { name: 'Sort snippets' }), {
      target: { value: 'popular' },
    });
    await waitFor(() => expect(app.location()).toBe('/users/ampscript_amy?sort=popular'));
    await waitFor(() => {
      const last = api.calls.filter((c) => c.path.endsWith('/snippets')).at(-1)!.url.searchParams;
      expect(last.get('sortBy')).toBe('likeCount');
      expect(last.get('sortOrder')).toBe('desc');
    });
    await app.user.click(screen.getByRole('link', { name: 'Page 2' }));
    await waitFor(() => expect(app.location()).toBe('/users/ampscript_amy?sort=popular&page=2'));
  });
});

describe('public profile, owner view', () => {
  it('the owner (case-insensitive) gets the edit form, the photo control with its hint and Create New Snippet', async () => {
    const member = asMember('AmpScript_Amy');
    mockApi({ ...member.handlers, ...profileOk(), ...userSnippets() });
    renderApp('/users/ampscript_amy', member.options);
    await screen.findByTestId('profile-username');
    expect(screen.getByText('Change photo')).toBeInTheDocument();
    expect(screen.getByText(AVATAR.hint)).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Create New Snippet' })[0]).toHaveAttribute(
      'href',
      '/snippets/create',
    );
    expect(screen.getByTestId('edit-profile-button')).toBeInTheDocument();
  });

  it('another member is a visitor', async () => {
    const member = asMember('journey_jorge');
    mockApi({ ...member.handlers, ...profileOk(), ...userSnippets() });
    renderApp('/users/ampscript_amy', member.options);
    await screen.findByTestId('profile-username');
    expect(screen.queryByTestId('edit-profile-button')).not.toBeInTheDocument();
  });

  it('saves the profile, says so and reloads it; a non-http website is refused inline', async () => {
    const member = asMember();
    let profile = buildProfile();
    const api = mockApi({
      ...member.handlers,
      'GET /api/users/ampscript_amy': () => ({ body: profile }),
      ...userSnippets(),
      'PUT /api/users/profile': (request) => {
        const body = request.body as { bio: string };
        profile = buildProfile({ bio: body.bio });
        return { body: { user: buildUser({ bio: body.bio }), message: PROFILE.updated } };
      },
    });
    const app = renderApp('/users/ampscript_amy', member.options);
    await app.user.click(await screen.findByTestId('edit-profile-button'));
    // The editor is loaded when it is opened.
    const form = await screen.findByTestId('profile-form');
    const website = within(form).getByLabelText('Website');
    await app.user.clear(website);
    await app.user.type(website, 'ftp://files.example.com');
    await app.user.click(within(form).getByRole('button', { name: 'Save profile' }));
    expect(await within(form).findByText('Website must be a valid http(s) URL')).toBeInTheDocument();
    expect(api.calls.some((c) => c.method === 'PUT')).toBe(false);

    await app.user.clear(website);
    await app.user.type(website, 'https://amy.dev');
    const bio = within(form).getByLabelText('Bio');
    await app.user.clear(bio);
    await app.user.type(bio, 'New bio here');
    await app.user.click(within(form).getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText(PROFILE.updated)).toBeInTheDocument();
    expect(await screen.findByTestId('profile-bio')).toHaveTextContent('New bio here');
    expect(api.calls.find((c) => c.method === 'PUT')!.body).toEqual({
      bio: 'New bio here',
      company: 'Brightwave Digital',
      website: 'https://amy.dev',
      location: 'Chicago, IL',
    });
  });

  it("shows the server's message, else 'Failed to update profile'", async () => {
    const member = asMember();
    mockApi({
      ...member.handlers,
      ...profileOk(),
      ...userSnippets(),
      'PUT /api/users/profile': () => ({ status: 400, body: {} }),
    });
    const app = renderApp('/users/ampscript_amy', member.options);
    await app.user.click(await screen.findByTestId('edit-profile-button'));
    await app.user.click(await screen.findByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText(PROFILE.updateFailed)).toBeInTheDocument();
  });

  it('checks the photo first: not an image, then 1 MB or more, without calling the server', async () => {
    const member = asMember();
    const api = mockApi({ ...member.handlers, ...profileOk(), ...userSnippets() });
    renderApp('/users/ampscript_amy', member.options);
    const input = await screen.findByTestId('avatar-input');
    fireEvent.change(input, {
      target: { files: [new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' })] },
    });
    expect(await screen.findByTestId('avatar-error')).toHaveTextContent(PROFILE.avatarNotImage);
    const big = new File([new Uint8Array(LIMITS.avatarMaxBytes)], 'big.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [big] } });
    await waitFor(() => expect(screen.getByTestId('avatar-error')).toHaveTextContent(AVATAR.tooLarge));
    expect(api.calls.some((c) => c.path === '/api/users/avatar')).toBe(false);
  });

  it('uploads the photo as multipart field avatar, says so, shows it and resets the input', async () => {
    const member = asMember();
    let profile = buildProfile();
    const api = mockApi({
      ...member.handlers,
      'GET /api/users/ampscript_amy': () => ({ body: profile }),
      ...userSnippets(),
      'POST /api/users/avatar': () => {
        const avatar = '/media/avatars/abc.webp';
        profile = buildProfile({ avatar });
        return { body: { user: buildUser({ avatar }), avatar, message: PROFILE.imageUpdated } };
      },
    });
    renderApp('/users/ampscript_amy', member.options);
    const input = (await screen.findByTestId('avatar-input')) as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['png'], 'me.png', { type: 'image/png' })] } });
    expect(await screen.findByText(PROFILE.imageUpdated)).toBeInTheDocument();
    const upload = api.calls.find((c) => c.path === '/api/users/avatar')!;
    expect(upload.body).toBeInstanceOf(FormData);
    expect((upload.body as FormData).get('avatar')).toBeInstanceOf(File);
    await waitFor(() =>
      expect(screen.getByRole('img', { name: "ampscript_amy's avatar" })).toHaveAttribute(
        'src',
        '/media/avatars/abc.webp',
      ),
    );
    expect(input.value).toBe('');
  });

  it("a refused upload shows the server's message", async () => {
    const member = asMember();
    mockApi({
      ...member.handlers,
      ...profileOk(),
      ...userSnippets(),
      'POST /api/users/avatar': () => ({ status: 400, body: { message: AVATAR.unsupported } }),
    });
    renderApp('/users/ampscript_amy', member.options);
    fireEvent.change(await screen.findByTestId('avatar-input'), {
      target: { files: [new File(['x'], 'x.svg', { type: 'image/svg+xml' })] },
    });
    expect(await screen.findByTestId('avatar-error')).toHaveTextContent(AVATAR.unsupported);
  });
});
