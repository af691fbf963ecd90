import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  PREREQUISITE_KINDS,
  SNIPPET_CONTEXT_LIMITS,
  SNIPPET_VALIDATION,
  releasedBy,
  type Prerequisite,
  type SnippetData,
} from '@cloud-snippets/contract';
import { ApiError } from '../../../../lib/api-client';
import { SnippetForm, type SnippetFormValues } from '../snippet-form';

// CodeMirror needs a real layout engine; in jsdom the editor's plain text area stands in for it.
vi.mock('../code-mirror-editor', async () => {
  const { PlainCodeEditor } = await import('../code-editor');
  return { default: PlainCodeEditor };
});

// The secret checks' worker: nothing found, so only this section speaks.
vi.mock('../../checks/check-client', () => ({
  checkCode: vi.fn(async () => ({ findings: [], companyIdentifiers: [], ms: 1 })),
  replaceCompanyIdentifiersIn: vi.fn(async (code: string) => code),
}));

// What the code suggests, as checks/src/context answers: an UpsertData call writes to the data extension it names.
const context = vi.hoisted(() => ({ suggestContext: vi.fn() }));
vi.mock('@cloud-snippets/checks/context', () => context);

const UPSERT = 'Platform.Function.UpsertData("Leads",1,"Email",e,"Status","new");';

function suggestionsOf(files: { name: string; code: string }[]) {
  const empty = { runsIn: [], effects: [], prerequisites: [] };
  const index = files.findIndex((file) => file.code.includes('UpsertData'));
  if (index < 0) return empty;
  const line = files[index]!.code.split('\n').findIndex((text) => text.includes('UpsertData')) + 1;
  const reason = { file: index, line, text: 'UpsertData(…)' };
  return {
    runsIn: [
      { value: 'script-activity', reason },
      { value: 'apex-trigger', reason },
    ],
    effects: [{ value: 'writes', reason }],
    prerequisites: [{ kind: 'data-extension', name: 'Leads', details: 'Email, Status', reason }],
  };
}

const filled: Partial<SnippetFormValues> = {
  title: 'Save a lead',
  platform: 'sfmc',
  category: 'scripting',
  codeLanguage: 'ssjs',
  description: 'Upserts a lead from a CloudPage form.',
  code: `<script runat="server">\nPlatform.Load("core", "1.1.5");\nvar e = Request.GetFormField("email");\n${UPSERT}\n</script>`,
};

function renderForm(
  values: Partial<SnippetFormValues> = {},
  onSubmit = vi.fn(async (_data: SnippetData) => {}),
) {
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

async function submitted(user: ReturnType<typeof userEvent.setup>, onSubmit: ReturnType<typeof vi.fn>) {
  const calls = onSubmit.mock.calls.length;
  await user.click(screen.getByRole('button', { name: 'Create Snippet' }));
  await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(calls + 1));
  return onSubmit.mock.calls[calls]![0] as SnippetData;
}

const box = (name: string) => screen.getByRole('checkbox', { name });
const rows = () => screen.queryAllByTestId('prerequisite-row');

beforeEach(() => {
  context.suggestContext.mockImplementation(suggestionsOf);
});

describe('where it runs and what it changes', () => {
  it('suggests from the code, with the line, and ticks nothing until the author applies them', async () => {
    const { user, onSubmit } = renderForm();
    const suggestions = await screen.findByTestId('context-suggestions');
    const addButtons = within(suggestions).getAllByRole('button', { name: /^Add / });
    expect(addButtons.map((button) => [button.getAttribute('aria-label'), button.textContent])).toEqual([
      ['Add Script Activity', 'Add'],
      ['Add Writes data extensions', 'Add'],
    ]);
    // Each with the line that suggests it, read with its button.
    for (const button of addButtons) expect(button).toHaveAccessibleDescription('line 4: UpsertData(…)');
    // An Apex trigger is no place Marketing Cloud code runs: not suggested.
    expect(suggestions).not.toHaveTextContent('Apex trigger');
    expect(box('Script Activity')).not.toBeChecked();
    expect(box('Writes data extensions')).not.toBeChecked();
    expect(screen.getByTestId('effects-warning')).toBeEmptyDOMElement();
    // The suggestions came from every file, as the form has them.
    expect(context.suggestContext).toHaveBeenLastCalledWith([
      { name: '', language: 'ssjs', code: filled.code },
    ]);

    await user.click(within(suggestions).getByRole('button', { name: 'Apply suggestions' }));
    expect(box('Script Activity')).toBeChecked();
    expect(box('Writes data extensions')).toBeChecked();
    expect(box('Script Activity')).toHaveFocus();
    expect(screen.queryByTestId('context-suggestions')).not.toBeInTheDocument();
    expect(screen.getByTestId('effects-warning')).toHaveTextContent(
      'Readers will see a warning before the code: it writes data.',
    );

    expect(await submitted(user, onSubmit)).toMatchObject({
      runsIn: ['script-activity'],
      effects: ['writes'],
    });
  });

  it('adds one suggestion with its own button, and names the file when the snippet has several', async () => {
    const { user } = renderForm({
      fileName: 'page.html',
      code: '<h1>Thanks</h1>',
      extraFiles: [{ name: 'save.ssjs', language: 'ssjs', code: `// saves the lead\n${UPSERT}` }],
    });
    const chip = await screen.findByRole('button', { name: 'Add Writes data extensions' });
    expect(chip).toHaveAccessibleDescription('save.ssjs, line 2: UpsertData(…)');
    expect(context.suggestContext).toHaveBeenLastCalledWith([
      { name: 'page.html', language: 'ssjs', code: '<h1>Thanks</h1>' },
      { name: 'save.ssjs', language: 'ssjs', code: `// saves the lead\n${UPSERT}` },
    ]);

    await user.click(chip);
    expect(box('Writes data extensions')).toBeChecked();
    expect(box('Script Activity')).not.toBeChecked();
    const left = within(screen.getByTestId('context-suggestions')).getAllByRole('button', { name: /^Add / });
    expect(left.map((button) => button.getAttribute('aria-label'))).toEqual(['Add Script Activity']);
  });

  it('reads the code again once typing settles', async () => {
    const { user } = renderForm({ code: 'var e = "a@example.com";' });
    await waitFor(() => expect(context.suggestContext).toHaveBeenCalled());
    expect(screen.queryByTestId('context-suggestions')).not.toBeInTheDocument();
    const calls = context.suggestContext.mock.calls.length;
    await user.type(screen.getByLabelText('Code'), `{Enter}${UPSERT}`);
    expect(await screen.findByRole('button', { name: 'Add Script Activity' })).toBeInTheDocument();
    // Once for the settled text, not once a keystroke.
    expect(context.suggestContext.mock.calls.length - calls).toBeLessThan(10);
  });

  it('drops the places the new platform does not run when the platform changes', async () => {
    const { user, onSubmit } = renderForm({ runsIn: ['script-activity', 'external-client'] });
    expect(box('Script Activity')).toBeChecked();
    await user.selectOptions(screen.getByLabelText('Platform'), 'crm');
    expect(screen.queryByRole('checkbox', { name: 'Script Activity' })).not.toBeInTheDocument();
    expect(box('External Node / Python client')).toBeChecked();
    expect(box('Apex trigger')).not.toBeChecked();
    await user.selectOptions(screen.getByLabelText('Platform'), 'sfmc');
    expect(box('Script Activity')).not.toBeChecked();

    await user.selectOptions(screen.getByLabelText('Category'), 'scripting');
    await user.selectOptions(screen.getByLabelText('Language'), 'ssjs');
    expect(await submitted(user, onSubmit)).toMatchObject({ runsIn: ['external-client'] });
  });

  it('asks for a platform before offering where it runs', () => {
    renderForm({ platform: '' });
    expect(screen.getByTestId('runs-in-choices')).toHaveTextContent('Choose a platform first.');
    expect(screen.queryByRole('checkbox', { name: 'Script Activity' })).not.toBeInTheDocument();
  });

  it('names what it writes as the chosen platform does', () => {
    renderForm({ platform: 'crm', category: 'apex', codeLanguage: 'apex', code: 'insert acc;' });
    expect(box('Writes records')).toBeInTheDocument();
    expect(box('Deletes records')).toBeInTheDocument();
    expect(screen.getByTestId('effect-choices')).not.toHaveTextContent(/data extension/i);
  });

  it('warns as the page will when it writes or deletes', async () => {
    const { user } = renderForm();
    await user.click(box('Deletes data'));
    expect(screen.getByTestId('effects-warning')).toHaveTextContent(
      'Readers will see a warning before the code: it deletes data.',
    );
    await user.click(box('Writes data extensions'));
    expect(screen.getByTestId('effects-warning')).toHaveTextContent('it writes and deletes data.');
    await user.click(box('Writes data extensions'));
    await user.click(box('Deletes data'));
    expect(screen.getByTestId('effects-warning')).toBeEmptyDOMElement();
  });
});

describe('prerequisites', () => {
  const dataExtension = PREREQUISITE_KINDS.find((kind) => kind.value === 'data-extension')!;
  const namedCredential = PREREQUISITE_KINDS.find((kind) => kind.value === 'named-credential')!;

  it('adds rows with the hint of their kind, removes them, and sends them', async () => {
    const { user, onSubmit } = renderForm({ code: 'var a = 1;' });
    await user.click(screen.getByRole('button', { name: 'Add prerequisite' }));
    const row = within(rows()[0]!);
    expect(row.getByLabelText('Kind')).toHaveValue('data-extension');
    expect(row.getByLabelText('Name')).toHaveFocus();
    expect(row.getByLabelText('Details (optional)')).toHaveAttribute(
      'placeholder',
      dataExtension.detailsHint,
    );
    await user.type(row.getByLabelText('Name'), 'Leads');
    await user.type(row.getByLabelText('Details (optional)'), 'Email (PK), Status');

    await user.click(screen.getByRole('button', { name: 'Add prerequisite' }));
    const second = within(rows()[1]!);
    await user.selectOptions(second.getByLabelText('Kind'), 'named-credential');
    expect(second.getByLabelText('Details (optional)')).toHaveAttribute(
      'placeholder',
      namedCredential.detailsHint,
    );
    await user.type(second.getByLabelText('Name'), 'Weather API');

    await user.click(screen.getByRole('button', { name: 'Add prerequisite' }));
    await user.click(screen.getByRole('button', { name: 'Remove prerequisite 3' }));
    expect(rows()).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Add prerequisite' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Remove prerequisite 1: Leads' }));
    expect(rows()).toHaveLength(1);

    expect((await submitted(user, onSubmit)).prerequisites).toEqual([
      { kind: 'named-credential', name: 'Weather API', details: '' },
    ]);
  });

  it('adds a suggested prerequisite unless it is listed already, whatever its case', async () => {
    const { user } = renderForm();
    const suggested = await screen.findByTestId('prerequisite-suggestions');
    expect(
      within(suggested).getByRole('button', { name: 'Add Data extension: Leads' }),
    ).toHaveAccessibleDescription('line 4: UpsertData(…)');
    await user.click(within(suggested).getByRole('button', { name: 'Add Data extension: Leads' }));
    expect(rows()).toHaveLength(1);
    expect(within(rows()[0]!).getByLabelText('Name')).toHaveValue('Leads');
    expect(within(rows()[0]!).getByLabelText('Details (optional)')).toHaveValue('Email, Status');
    expect(screen.queryByTestId('prerequisite-suggestions')).not.toBeInTheDocument();
  });

  it('does not suggest what the author listed already', async () => {
    renderForm({ prerequisites: [{ kind: 'data-extension', name: 'leads ', details: '' }] });
    await screen.findByTestId('context-suggestions');
    expect(screen.queryByTestId('prerequisite-suggestions')).not.toBeInTheDocument();
  });

  it(`stops at ${SNIPPET_CONTEXT_LIMITS.prerequisitesMax}`, async () => {
    const many: Prerequisite[] = Array.from(
      { length: SNIPPET_CONTEXT_LIMITS.prerequisitesMax - 1 },
      (_, i) => ({
        kind: 'other',
        name: `Setting ${i + 1}`,
        details: '',
      }),
    );
    const { user } = renderForm({ prerequisites: many });
    const add = screen.getByRole('button', { name: 'Add prerequisite' });
    await user.click(add);
    expect(rows()).toHaveLength(SNIPPET_CONTEXT_LIMITS.prerequisitesMax);
    expect(add).toBeDisabled();
    expect(screen.getByTestId('prerequisites-field')).toHaveTextContent(
      'That is the most a snippet can list: 20.',
    );
    expect(await screen.findByRole('button', { name: 'Add Data extension: Leads' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Remove prerequisite 1: Setting 1' }));
    expect(add).toBeEnabled();
    expect(add).toHaveFocus();
  });

  it('shows the errors of a row under its fields, the schema’s and the server’s', async () => {
    const onSubmit = vi.fn(async (_data: SnippetData) => {
      throw new ApiError('Validation failed', 400, 'Validation failed', [
        { field: 'prerequisites.1.name', error: 'That name is taken' },
        { field: 'runsIn.0', error: SNIPPET_VALIDATION.runsInNotOfPlatform },
      ]);
    });
    const { user } = renderForm(
      {
        runsIn: ['script-activity'],
        prerequisites: [
          { kind: 'data-extension', name: 'Leads', details: '' },
          { kind: 'data-extension', name: 'Sends', details: '' },
        ],
      },
      onSubmit,
    );
    await user.click(screen.getByRole('button', { name: 'Add prerequisite' }));
    await user.click(screen.getByRole('button', { name: 'Create Snippet' }));
    expect(
      await within(rows()[2]!).findByText(SNIPPET_VALIDATION.prerequisiteNameRequired),
    ).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Remove prerequisite 3' }));
    await user.click(screen.getByRole('button', { name: 'Create Snippet' }));
    expect(await within(rows()[1]!).findByText('That name is taken')).toBeInTheDocument();
    expect(within(rows()[1]!).getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(within(rows()[0]!).queryByText('That name is taken')).not.toBeInTheDocument();
    expect(screen.getByTestId('runs-in-choices')).toHaveTextContent(SNIPPET_VALIDATION.runsInNotOfPlatform);
  });
});

describe('verified on', () => {
  const [current, previous] = releasedBy();

  it('offers the releases out, newest first, and sends one only when chosen', async () => {
    const { user, onSubmit } = renderForm();
    const select = screen.getByLabelText('Verified on');
    const options = within(select)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options.slice(0, 3)).toEqual(['Not stated', `${current!.label} (current)`, previous!.label]);
    expect(options).toHaveLength(releasedBy().length + 1);
    expect(select).toHaveValue('');

    expect(await submitted(user, onSubmit)).not.toHaveProperty('verifiedOn');
    await user.selectOptions(select, previous!.id);
    expect(await submitted(user, onSubmit)).toMatchObject({ verifiedOn: previous!.id });
  });
});

describe('the body sent', () => {
  it('leaves a new snippet’s body without the lists nobody filled', async () => {
    const { user, onSubmit } = renderForm({ code: 'var a = 1;' });
    const body = await submitted(user, onSubmit);
    for (const key of ['runsIn', 'effects', 'prerequisites', 'verifiedOn'])
      expect(body).not.toHaveProperty(key);
  });

  it('sends everything stated', async () => {
    const { user, onSubmit } = renderForm();
    await user.click(await screen.findByRole('button', { name: 'Apply suggestions' }));
    await user.click(box('CloudPage'));
    await user.click(screen.getByRole('button', { name: 'Add Data extension: Leads' }));
    await user.selectOptions(screen.getByLabelText('Verified on'), releasedBy()[0]!.id);
    expect(await submitted(user, onSubmit)).toMatchObject({
      runsIn: ['cloudpage', 'script-activity'],
      effects: ['writes'],
      prerequisites: [{ kind: 'data-extension', name: 'Leads', details: 'Email, Status' }],
      verifiedOn: releasedBy()[0]!.id,
    });
  });

  it('sends an edit’s emptied lists, so that they are cleared', async () => {
    const { user, onSubmit } = renderForm({
      runsIn: ['cloudpage'],
      effects: ['reads'],
      prerequisites: [{ kind: 'other', name: 'A CloudPage', details: '' }],
    });
    await user.click(box('CloudPage'));
    await user.click(box('Reads data'));
    await user.click(screen.getByRole('button', { name: 'Remove prerequisite 1: A CloudPage' }));
    expect(await submitted(user, onSubmit)).toMatchObject({ runsIn: [], effects: [], prerequisites: [] });
  });
});
