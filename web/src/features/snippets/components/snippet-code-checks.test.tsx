import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SnippetData } from '@cloud-snippets/contract';
import type { CheckResult } from '../checks/check-client';
import { SnippetForm, type SnippetFormValues } from './snippet-form';
import { fakeMid, fakeSecretFinding } from '../../../test/check-findings';

// CodeMirror needs a real layout engine; in jsdom the editor's plain text area stands in for it.
vi.mock('./code-mirror-editor', async () => {
  const { PlainCodeEditor } = await import('./code-editor');
  return { default: PlainCodeEditor };
});

const SECRET_LINE = 'var client_secret = "Qx7Lm2Pz9Rk4Tb8Vn3Wc6Yd1";';
const secret = fakeSecretFinding();
const mid = fakeMid;

// The worker, as the form's checks see it: a secret where the fake one is, a MID where one is.
const worker = vi.hoisted(() => ({
  checkCode: vi.fn(),
  replaceCompanyIdentifiersIn: vi.fn(async (code: string) => code.replace('514009341', 'YOUR_MID')),
}));
vi.mock('../checks/check-client', () => worker);

function resultOf({ code }: { code: string }): CheckResult {
  const line = code.split('\n').findIndex((text) => text.includes('client_secret')) + 1;
  return {
    findings: line > 0 ? [{ ...secret, line, endLine: line }] : [],
    companyIdentifiers: code.includes('514009341') ? [mid] : [],
    ms: 1,
  };
}

const filled: Partial<SnippetFormValues> = {
  title: 'Token request',
  platform: 'sfmc',
  category: 'scripting',
  codeLanguage: 'ssjs',
  description: 'Gets a token for the REST API.',
};

function renderForm(values: Partial<SnippetFormValues>) {
  const onSubmit = vi.fn(async (_data: SnippetData) => {});
  render(
    <SnippetForm
      defaultValues={{ ...filled, ...values }}
      submitLabel="Create Snippet"
      submittingLabel="Creating..."
      onSubmit={onSubmit}
    />,
  );
  return { onSubmit, user: userEvent.setup() };
}

beforeEach(() => {
  worker.checkCode.mockImplementation(async (file: { code: string }) => resultOf(file));
});

describe('the snippet form with the code checks', () => {
  it('lists a secret before submit and sends it as a placeholder only once it is marked', async () => {
    const { onSubmit, user } = renderForm({ code: SECRET_LINE });
    expect(await screen.findByTestId('secret-finding')).toHaveTextContent(
      'Line 1 looks like a Marketing Cloud client secret',
    );

    await user.click(screen.getByRole('button', { name: 'Create Snippet' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).not.toHaveProperty('allowedSecrets');

    await user.click(screen.getByRole('checkbox', { name: "It's a placeholder, not a real credential" }));
    await user.click(screen.getByRole('button', { name: 'Create Snippet' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(2));
    expect(onSubmit.mock.calls[1]![0]).toMatchObject({
      allowedSecrets: ['2123c8f258463691'],
      code: SECRET_LINE,
    });
  });

  it('checks every file by its language, the ones not shown too', async () => {
    renderForm({
      fileName: 'main.ssjs',
      code: 'var a = 1;',
      extraFiles: [{ name: 'auth.ssjs', language: 'ssjs', code: `// token\n\n${SECRET_LINE}` }],
    });
    expect(await screen.findByTestId('secret-finding')).toHaveTextContent(
      'auth.ssjs, line 3 looks like a Marketing Cloud client secret',
    );
    expect(worker.checkCode).toHaveBeenCalledWith(
      { name: 'auth.ssjs', language: 'ssjs', code: `// token\n\n${SECRET_LINE}` },
      expect.any(String),
    );
  });

  it('scans the title and description too, naming the field', async () => {
    renderForm({ code: 'var a = 1;', description: `Uses this:\n${SECRET_LINE}` });
    expect(await screen.findByTestId('secret-finding')).toHaveTextContent(
      'Description, line 2 looks like a Marketing Cloud client secret',
    );
    expect(worker.checkCode).toHaveBeenCalledWith(
      { name: 'Description', language: 'text', code: `Uses this:\n${SECRET_LINE}` },
      expect.any(String),
    );
  });

  it('shows nothing while the code has neither secrets nor company identifiers', async () => {
    renderForm({ code: 'var a = 1;' });
    await waitFor(() => expect(worker.checkCode).toHaveBeenCalled());
    expect(screen.queryByTestId('snippet-code-checks')).not.toBeInTheDocument();
  });

  it('replaces the tenant subdomains and MIDs with placeholders in one click', async () => {
    const { user } = renderForm({ code: 'var mid = 514009341;' });
    const button = await screen.findByRole('button', {
      name: 'Replace tenant subdomain and MIDs with placeholders',
    });
    expect(screen.getByTestId('company-identifiers')).toHaveTextContent('514009341 (MID)');
    await user.click(button);
    expect(screen.getByLabelText('Code')).toHaveValue('var mid = YOUR_MID;');
    await waitFor(() => expect(screen.queryByTestId('company-identifiers')).not.toBeInTheDocument());
  });
});
