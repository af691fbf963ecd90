import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildSnippetDetail } from '../../../../test/factories';
import { BeforeYouRun, apiVersionLabel } from './before-you-run';

const leads = { kind: 'data-extension', name: 'Leads', details: 'Fields: Email, SubscriberKey (Text, PK)' };
const credential = { kind: 'named-credential', name: 'Stripe_API', details: '' };

describe('BeforeYouRun', () => {
  it('is not there when the author stated nothing', () => {
    const { container } = render(<BeforeYouRun snippet={buildSnippetDetail()} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('says where it runs, what it changes and its API version, by their labels', () => {
    render(
      <BeforeYouRun
        snippet={buildSnippetDetail({
          runsIn: ['script-activity', 'cloudpage'],
          effects: ['reads', 'callouts'],
          apiVersion: '61.0',
        })}
      />,
    );
    const panel = screen.getByRole('region', { name: 'Before you run it' });
    expect(within(panel).getByText('Script Activity')).toBeInTheDocument();
    expect(within(panel).getByText('CloudPage')).toBeInTheDocument();
    expect(within(panel).getByText('Reads data')).toBeInTheDocument();
    expect(within(panel).getByText('Calls external services')).toBeInTheDocument();
    expect(within(panel).getByTestId('snippet-api-version')).toHaveTextContent("API 61.0 · Summer '24");
    // Reading and calling out change nothing a reader must be warned of.
    expect(screen.queryByTestId('snippet-write-warning')).not.toBeInTheDocument();
    expect(screen.queryByTestId('prerequisites')).not.toBeInTheDocument();
  });

  it('names the API version alone when no release brought it', () => {
    expect(apiVersionLabel('68.0')).toBe("API 68.0 · Winter '27");
    expect(apiVersionLabel('45.0')).toBe('API 45.0');
  });

  it.each([
    [['writes'], 'This snippet writes data extensions.'],
    [['deletes'], 'This snippet deletes data.'],
    [['reads', 'writes', 'deletes'], 'This snippet writes data extensions and deletes data.'],
  ])('warns before the code of a snippet that %j, as a note rather than an alert', (effects, sentence) => {
    render(<BeforeYouRun snippet={buildSnippetDetail({ effects })} />);
    const warning = screen.getByTestId('snippet-write-warning');
    expect(warning).toHaveTextContent(sentence);
    expect(warning).toHaveTextContent(
      'Try it on a copy of the data extension first, in a test business unit if you have one.',
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('speaks of records, the org and a sandbox on a Sales & Service Cloud snippet, never of data extensions', () => {
    render(
      <BeforeYouRun
        snippet={buildSnippetDetail({
          platform: 'crm',
          category: 'apex',
          codeLanguage: 'apex',
          runsIn: ['apex-trigger'],
          effects: ['reads', 'writes', 'deletes'],
        })}
      />,
    );
    const panel = screen.getByRole('region', { name: 'Before you run it' });
    expect(screen.getByTestId('snippet-write-warning')).toHaveTextContent(
      'This snippet writes records and deletes records. Run it in a sandbox first, never straight in your production org.',
    );
    expect(within(panel).getByText('Writes records')).toBeInTheDocument();
    expect(within(panel).getByText('Deletes records')).toBeInTheDocument();
    expect(panel).not.toHaveTextContent(/data extension|business unit/i);
  });

  it('lists the prerequisites as a checklist the reader ticks for themselves', async () => {
    const user = userEvent.setup();
    render(<BeforeYouRun snippet={buildSnippetDetail({ prerequisites: [leads, credential] })} />);
    const items = screen.getAllByTestId('prerequisite');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Data extension Leads');
    expect(items[0]).toHaveTextContent('Fields: Email, SubscriberKey (Text, PK)');
    expect(items[1]).toHaveTextContent('Named Credential or Remote Site Setting Stripe_API');
    expect(within(items[0]!).getByText('Leads').tagName).toBe('CODE');
    expect(screen.getByTestId('prerequisites-done')).toHaveTextContent('0 of 2 ready');

    const first = screen.getByRole('checkbox', { name: 'Data extension Leads' });
    expect(first).toHaveAccessibleDescription('Fields: Email, SubscriberKey (Text, PK)');
    await user.click(first);
    expect(first).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /Stripe_API/ })).not.toBeChecked();
    expect(screen.getByTestId('prerequisites-done')).toHaveTextContent('1 of 2 ready');
    await user.click(first);
    expect(first).not.toBeChecked();
    expect(screen.getByTestId('prerequisites-done')).toHaveTextContent('0 of 2 ready');
  });
});
