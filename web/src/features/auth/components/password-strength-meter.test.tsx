import { ALLOWED_CHARACTERS_REQUIREMENT } from '@cloud-snippets/contract';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PasswordStrengthMeter } from './password-strength-meter';

const label = () => screen.getByTestId('password-strength-label').textContent;
const unmet = () =>
  within(screen.getByRole('list', { name: 'Password requirements' }))
    .getAllByRole('listitem')
    .filter((item) => item.dataset.met === 'false')
    .map((item) => item.textContent);

describe('PasswordStrengthMeter', () => {
  it('praises a strong password the form accepts', () => {
    render(<PasswordStrengthMeter password="Abcdefgh1!" />);
    expect(label()).toBe('Very Strong');
    expect(unmet()).toEqual([]);
  });

  it('does not praise a password with a character the form refuses, and names the rule', () => {
    render(<PasswordStrengthMeter password="Abcdefghijk1!~" />);
    expect(label()).toBe('Very Weak');
    expect(unmet()).toEqual([`${ALLOWED_CHARACTERS_REQUIREMENT}(not met)`]);
  });
});
