import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CONTACT } from '@cloud-snippets/contract';
import { buildToken, buildUser } from '../../test/factories';
import { mockApi } from '../../test/mock-api';
import { renderApp } from '../testing';

describe("the site's own pages", () => {
  it.each([
    ['/community', 'Community Guidelines', 'No secrets, credentials or personal data'],
    ['/terms', 'Terms of Service', 'Your content and its licence'],
    ['/privacy', 'Privacy Policy', 'Snippet views'],
  ])('%s has its heading, a table of contents and the sections', async (path, title, section) => {
    mockApi();
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: new RegExp(section) })).toBeInTheDocument();
    const toc = screen.getByRole('navigation', { name: 'On this page' });
    expect(within(toc).getAllByRole('link', { name: new RegExp(section) })[0]).toHaveAttribute(
      'href',
      expect.stringMatching(/^#/),
    );
    await waitFor(() => expect(document.title).toBe(`${title} – Cloud Snippets`));
  });

  it('/resources links the official documentation in new tabs', async () => {
    mockApi();
    renderApp('/resources');
    const main = await screen.findByRole('main');
    const apex = await within(main).findByRole('link', { name: /Apex Developer Guide/ });
    expect(apex).toHaveAttribute(
      'href',
      'https://developer.salesforce.com/docs/atlas.en-us.apexcode.meta/apexcode/',
    );
    expect(apex).toHaveAttribute('target', '_blank');
    expect(apex).toHaveAttribute('rel', 'noopener noreferrer');
    for (const name of [
      /AMPscript/,
      /SSJS/,
      /Marketing Cloud APIs/,
      /SQL in Automation Studio/,
      /Lightning Web Components/,
      /Visualforce/,
      /REST API/,
      /Trailhead/,
    ]) {
      expect(within(main).getByRole('link', { name })).toHaveAttribute('target', '_blank');
    }
  });
});

describe('contact form', () => {
  it('validates, sends and shows the success message', async () => {
    const api = mockApi({ 'POST /api/contact': () => ({ status: 201, body: { message: CONTACT.sent } }) });
    const app = renderApp('/contact');
    await app.user.click(await screen.findByRole('button', { name: 'Send message' }));
    expect(await screen.findByText(CONTACT.nameRequired)).toBeInTheDocument();
    expect(screen.getByText(CONTACT.messageTooShort)).toBeInTheDocument();
    await app.user.type(screen.getByLabelText('Name'), 'Ada');
    await app.user.type(screen.getByLabelText('Email'), 'Ada@Example.com');
    await app.user.type(screen.getByLabelText('Subject'), 'Hello');
    await app.user.type(screen.getByLabelText('Message'), 'A question about my account.');
    await app.user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByTestId('contact-sent')).toHaveTextContent(CONTACT.sent);
    expect(api.calls.find((c) => c.path === '/api/contact')!.body).toEqual({
      name: 'Ada',
      email: 'ada@example.com',
      subject: 'Hello',
      message: 'A question about my account.',
    });
  });

  it('fills in name and email for a signed-in member and shows the rate-limit message', async () => {
    const user = buildUser();
    mockApi({
      'GET /api/auth/profile': () => ({ body: { user } }),
      'POST /api/contact': () => ({ status: 429, body: { message: CONTACT.tooMany } }),
    });
    const app = renderApp('/contact', { signedIn: { token: buildToken(), user } });
    expect(await screen.findByLabelText('Name')).toHaveValue('ampscript_amy');
    expect(screen.getByLabelText('Email')).toHaveValue('amy@example.com');
    await app.user.type(screen.getByLabelText('Subject'), 'Spam?');
    await app.user.type(screen.getByLabelText('Message'), 'Sending a few messages.');
    await app.user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(CONTACT.tooMany);
  });
});
