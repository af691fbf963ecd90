import { describe, expect, it } from 'vitest';
import { passwordRequirements, passwordStrength } from './password-strength.js';

describe('passwordStrength', () => {
  it.each([
    ['', 0, 'Very Weak'],
    ['abc', 1, 'Weak'],
    ['abcdefgh', 2, 'Fair'],
    ['abcdefgh1', 3, 'Good'],
    ['abcdefgh1!', 4, 'Strong'],
    ['Abcdefgh1!', 5, 'Very Strong'],
    ['Abcdefghijk1!', 5, 'Very Strong'],
    ['ABCDEFGHIJKL', 3, 'Good'],
  ])('scores %j as %i (%s)', (password, score, label) => {
    expect(passwordStrength(password)).toEqual({ score, label });
  });

  it('ticks each checklist item on its own', () => {
    const met = (pw: string) =>
      passwordRequirements(pw)
        .filter((r) => r.met)
        .map((r) => r.label);
    expect(met('a')).toEqual(['One lowercase letter']);
    expect(met('A')).toEqual(['One uppercase letter']);
    expect(met('1')).toEqual(['One number']);
    expect(met('#')).toEqual(['One special character']);
    expect(met('12345678')).toEqual(['At least 8 characters', 'One number']);
  });
});
