import { PASSWORD_DIGIT, PASSWORD_SPECIAL } from './field-patterns.js';

export const STRENGTH_LABELS = ['Very Weak', 'Weak', 'Fair', 'Good', 'Strong', 'Very Strong'] as const;
export type StrengthLabel = (typeof STRENGTH_LABELS)[number];

export interface PasswordRequirement {
  label: string;
  met: boolean;
}

/**
 * SPEC §5 strength score, 0 to 5: a point each for length ≥ 8, length ≥ 12, an uppercase letter,
 * a lowercase letter, a digit and a special character, capped at 5.
 */
export function passwordStrength(password: string): { score: number; label: StrengthLabel } {
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

/** The checklist shown under the password field. */
export function passwordRequirements(password: string): PasswordRequirement[] {
  return [
    { label: 'At least 8 characters', met: password.length >= 8 },
    { label: 'One uppercase letter', met: /[A-Z]/.test(password) },
    { label: 'One lowercase letter', met: /[a-z]/.test(password) },
    { label: 'One number', met: PASSWORD_DIGIT.test(password) },
    { label: 'One special character', met: PASSWORD_SPECIAL.test(password) },
  ];
}
