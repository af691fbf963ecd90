import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { SecretFinding } from '@cloud-snippets/checks';
import { fakeSecretFinding } from '../../../test/check-findings';
import { describeSecret, SecretFindings, type FileSecretFinding } from './secret-findings';

const finding = (
  line: number,
  fingerprint: string,
  kind = 'a Marketing Cloud client secret',
): SecretFinding => ({ ...fakeSecretFinding(line), message: `looks like ${kind}`, kind, fingerprint });

const findings: FileSecretFinding[] = [
  { fileName: 'auth.ssjs', finding: finding(3, 'aaaaaaaaaaaaaaaa') },
  { fileName: 'config.json', finding: finding(7, 'bbbbbbbbbbbbbbbb', 'an AWS access key') },
];

describe('describeSecret', () => {
  it("names the file and the line, or only the line for a snippet's one file", () => {
    expect(describeSecret(findings[0]!)).toBe('auth.ssjs, line 3 looks like a Marketing Cloud client secret');
    expect(describeSecret({ fileName: '', finding: finding(1, 'c'.repeat(16)) })).toBe(
      'Line 1 looks like a Marketing Cloud client secret',
    );
  });
});

describe('SecretFindings', () => {
  it('lists each secret with its file and line, and a placeholder checkbox described by it', () => {
    render(<SecretFindings findings={findings} placeholders={[]} onPlaceholderChange={() => {}} />);
    expect(screen.getByRole('region', { name: 'These 2 look like secrets' })).toBeInTheDocument();
    expect(screen.getAllByTestId('secret-finding').map((item) => item.firstChild?.textContent)).toEqual([
      'auth.ssjs, line 3 looks like a Marketing Cloud client secret',
      'config.json, line 7 looks like an AWS access key',
    ]);
    const boxes = screen.getAllByRole('checkbox', { name: "It's a placeholder, not a real credential" });
    expect(boxes).toHaveLength(2);
    expect(boxes[1]).toHaveAccessibleDescription('config.json, line 7 looks like an AWS access key');
    expect(boxes.map((box) => (box as HTMLInputElement).checked)).toEqual([false, false]);
  });

  it('marks and unmarks a finding as a placeholder by its fingerprint', async () => {
    const user = userEvent.setup();
    const onPlaceholderChange = vi.fn();
    const { rerender } = render(
      <SecretFindings findings={findings} placeholders={[]} onPlaceholderChange={onPlaceholderChange} />,
    );
    const [first, second] = screen.getAllByRole('checkbox');
    await user.click(second!);
    expect(onPlaceholderChange).toHaveBeenLastCalledWith('bbbbbbbbbbbbbbbb', true);

    rerender(
      <SecretFindings
        findings={findings}
        placeholders={['bbbbbbbbbbbbbbbb']}
        onPlaceholderChange={onPlaceholderChange}
      />,
    );
    expect(second).toBeChecked();
    expect(first).not.toBeChecked();
    await user.click(second!);
    expect(onPlaceholderChange).toHaveBeenLastCalledWith('bbbbbbbbbbbbbbbb', false);
  });

  it('says when every secret is marked as a placeholder', () => {
    render(
      <SecretFindings
        findings={[findings[0]!]}
        placeholders={['aaaaaaaaaaaaaaaa']}
        onPlaceholderChange={() => {}}
      />,
    );
    expect(screen.getByRole('region', { name: 'This looks like a secret' })).toHaveTextContent(
      'Marked as placeholders: the snippet is published with them.',
    );
  });

  it('shows a value published as a placeholder before as marked, and keeps it so', () => {
    render(
      <SecretFindings
        findings={findings}
        placeholders={[]}
        kept={['aaaaaaaaaaaaaaaa']}
        onPlaceholderChange={() => {}}
      />,
    );
    const kept = screen.getByRole('checkbox', {
      name: 'A placeholder: you marked it so when you published it',
    });
    expect(kept).toBeChecked();
    expect(kept).toBeDisabled();
    expect(
      screen.getByRole('checkbox', { name: "It's a placeholder, not a real credential" }),
    ).not.toBeChecked();
  });
});
