import { PASSWORD_SPECIAL_CHARACTERS } from './constants.js';
import { PASSWORD_DIGIT, PASSWORD_SPECIAL, hasOnlyAllowedPasswordCharacters } from './field-patterns.js';

export const STRENGTH_LABELS = ['Very Weak', 'Weak', 'Fair', 'Good', 'Strong', 'Very Strong'] as const;
export type StrengthLabel = (typeof STRENGTH_LABELS)[number];

export interface PasswordRequirement {
  label: string;
  met: boolean;
}

/**
 * SPEC §5 strength score, 0 to 5: a point each for length ≥ 8, length ≥ 12, an uppercase letter,
 * a lowercase letter, a digit and a special character, capped at 5. A password with a character SPEC §5 does not
 * allow scores 0: the meter does not praise what the form refuses.
 */
export function passwordStrength(password: string): { score: number; label: StrengthLabel } {
  if (!hasOnlyAllowedPasswordCharacters(password)) return { score: 0, label: STRENGTH_LABELS[0] };
  const points = [
    password.length >= 8,
    password.length >= 12,
    /[A-Z]/.test(password),
    /[a-z]/.test(password),
    PASSWORD_DIGIT.test(password),
    PASSWORD_SPECIAL.test(password),
  ].filter(Boolean).length;
  const score = Math.min(points, 5);
  return { score, label: STRENGTH_LABELS[score] ?? 'Very Weak' };
}

/** The checklist item a password with a character SPEC §5 does not allow fails (shown only then). */
export const ALLOWED_CHARACTERS_REQUIREMENT = `Only letters, numbers and ${PASSWORD_SPECIAL_CHARACTERS.split('').join(' ')}`;

/** The checklist shown under the password field; a character it may not hold adds an unmet item. */
export function passwordRequirements(password: string): PasswordRequirement[] {
  const allowed = hasOnlyAllowedPasswordCharacters(password);
  return [
    { label: 'At least 8 characters', met: password.length >= 8 },
    { label: 'One uppercase letter', met: /[A-Z]/.test(password) },
    { label: 'One lowercase letter', met: /[a-z]/.test(password) },
    { label: 'One number', met: PASSWORD_DIGIT.test(password) },
    { label: 'One special character', met: PASSWORD_SPECIAL.test(password) },
    ...(allowed ? [] : [{ label: ALLOWED_CHARACTERS_REQUIREMENT, met: false }]),
  ];
}
