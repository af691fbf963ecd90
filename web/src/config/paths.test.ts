import { describe, expect, it } from 'vitest';
import { paths, safeRedirect } from './paths';

describe('paths', () => {
  it('builds browse URLs with their query', () => {
    expect(paths.snippets.browse.getHref()).toBe('/snippets');
    expect(paths.snippets.browse.getHref({ platform: 'sfmc' })).toBe('/snippets?platform=sfmc');
    expect(paths.snippets.browse.getHref({ page: 1, search: 'data extension' })).toBe(
      '/snippets?search=data+extension&page=1',
    );
    expect(
      paths.snippets.browse.getHref({ author: 'amy', tag: 'email', language: 'sql', category: 'api' }),
    ).toBe('/snippets?category=api&language=sql&tag=email&author=amy');
  });

  it('links a snippet by slug, falling back to the id', () => {
    expect(paths.snippets.details.getHref({ slug: 'hello-world', _id: '1' })).toBe('/snippets/hello-world');
    expect(paths.snippets.details.getHref({ slug: '', _id: 'abc' })).toBe('/snippets/abc');
  });

  it('adds the redirect value to the login URL', () => {
    expect(paths.login.getHref('/profile?tab=1')).toBe('/login?redirect=%2Fprofile%3Ftab%3D1');
    expect(paths.login.getHref()).toBe('/login');
  });
});

describe('safeRedirect', () => {
  it.each([
    ['/profile', '/profile'],
    ['/snippets?search=x&page=1', '/snippets?search=x&page=1'],
    [null, '/'],
    ['', '/'],
    ['https://evil.example', '/'],
    ['//evil.example', '/'],
    ['/\\evil.example', '/'],
    ['javascript:alert(1)', '/'],
  ])('%s → %s', (value, expected) => {
    expect(safeRedirect(value)).toBe(expected);
  });
});
