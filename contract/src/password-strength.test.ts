import { describe, expect, it } from 'vitest';
import { passwordField } from './schemas/fields.js';
import {
  ALLOWED_CHARACTERS_REQUIREMENT,
  passwordRequirements,
  passwordStrength,
} from './password-strength.js';

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

  it('scores nothing for a password the form refuses for its characters, and says why', () => {
    for (const password of ['Abcdefgh1!~', 'Abcdefghijk1! ', 'Ábcdefgh1!', 'Abcdefgh1!😀']) {
      expect(passwordField.safeParse(password).success).toBe(false);
      expect(passwordStrength(password)).toEqual({ score: 0, label: 'Very Weak' });
      expect(passwordRequirements(password).at(-1)).toEqual({
        label: ALLOWED_CHARACTERS_REQUIREMENT,
        met: false,
      });
    }
    expect(ALLOWED_CHARACTERS_REQUIREMENT).toBe('Only letters, numbers and @ $ ! % * # ? &');
    expect(passwordField.safeParse('Abcdefgh1!').success).toBe(true);
    expect(passwordRequirements('Abcdefgh1!')).toHaveLength(5);
  });
});
