import { describe, expect, it } from 'vitest';
import { VALIDATION } from '../messages.js';
import { toFieldErrors } from './common.js';
import { loginSchema, registerFormSchema, registerSchema } from './auth.js';
import { accountDeletionSchema, passwordChangeSchema, profileUpdateSchema } from './users.js';

const errorsOf = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => (result.success ? [] : toFieldErrors(result.error?.issues ?? []));

const validForm = {
  username: 'dev_one',
  email: 'dev@example.com',
  password: 'Str0ng!pass',
  confirmPassword: 'Str0ng!pass',
  acceptTerms: true,
};

describe('registerFormSchema (SPEC §5 Registration)', () => {
  it('accepts a valid form and normalises the email', () => {
    const parsed = registerFormSchema.parse({ ...validForm, email: '  Dev@Example.COM ' });
    expect(parsed.email).toBe('dev@example.com');
  });

  it('requires the confirmation to match', () => {
    expect(errorsOf(registerFormSchema.safeParse({ ...validForm, confirmPassword: 'Str0ng!pasS' }))).toEqual([
      { field: 'confirmPassword', error: VALIDATION.passwordsDoNotMatch },
    ]);
  });

  it('requires the terms to be accepted', () => {
    expect(errorsOf(registerFormSchema.safeParse({ ...validForm, acceptTerms: false }))).toEqual([
      { field: 'acceptTerms', error: VALIDATION.termsRequired },
    ]);
  });

  it.each([
    ['username', '', VALIDATION.usernameRequired],
    ['username', 'ab', VALIDATION.usernameTooShort],
    ['username', 'x'.repeat(31), VALIDATION.usernameTooLong],
    ['username', 'no spaces', VALIDATION.usernameCharacters],
    ['email', '', VALIDATION.emailRequired],
    ['email', 'a@b', VALIDATION.emailInvalid],
    ['password', '', VALIDATION.passwordRequired],
    ['password', 'Ab1!', VALIDATION.passwordTooShort],
    ['password', 'onlyletters!', VALIDATION.passwordComposition],
    ['password', 'abcd1234!~', VALIDATION.passwordCharacters],
  ])('%s %j → %s', (field, value, error) => {
    const result = registerSchema.safeParse({ ...validForm, [field]: value });
    expect(errorsOf(result)).toEqual([{ field, error }]);
  });

  it('accepts usernames with letters, digits, underscores and hyphens at both length limits', () => {
    for (const username of ['abc', 'a-b_C9', 'x'.repeat(30)])
      expect(registerSchema.safeParse({ ...validForm, username }).success).toBe(true);
  });

  it.each(['profile', 'Top-Contributors', 'AVATAR', 'Root', 'Admin', ' account '])(
    'refuses the reserved username %j',
    (username) => {
      expect(errorsOf(registerSchema.safeParse({ ...validForm, username }))).toEqual([
        { field: 'username', error: VALIDATION.usernameReserved },
      ]);
    },
  );
});

describe('loginSchema', () => {
  it('requires an identifier and a password, and defaults remember to false', () => {
    expect(errorsOf(loginSchema.safeParse({}))).toEqual([
      { field: 'identifier', error: VALIDATION.identifierRequired },
      { field: 'password', error: VALIDATION.passwordRequired },
    ]);
    expect(loginSchema.parse({ identifier: ' amy ', password: 'x' })).toEqual({
      identifier: 'amy',
      password: 'x',
      remember: false,
    });
  });
});

describe('account schemas', () => {
  it('profile: website must be an http(s) URL or empty; unknown keys are dropped', () => {
    expect(errorsOf(profileUpdateSchema.safeParse({ website: 'example' }))).toEqual([
      { field: 'website', error: VALIDATION.websiteInvalid },
    ]);
    expect(profileUpdateSchema.parse({ website: '', role: 'admin' })).toEqual({ website: '' });
    expect(profileUpdateSchema.parse({ website: 'http://example.com/me' })).toEqual({
      website: 'http://example.com/me',
    });
  });

  it('password change: current required, new one under the same rules and different', () => {
    expect(errorsOf(passwordChangeSchema.safeParse({ currentPassword: '', newPassword: 'short' }))).toEqual([
      { field: 'currentPassword', error: VALIDATION.currentPasswordRequired },
      { field: 'newPassword', error: VALIDATION.passwordTooShort },
    ]);
    expect(
      errorsOf(passwordChangeSchema.safeParse({ currentPassword: 'Same#Pass1', newPassword: 'Same#Pass1' })),
    ).toEqual([{ field: 'newPassword', error: VALIDATION.newPasswordSameAsCurrent }]);
  });

  it('account deletion: the password is required', () => {
    expect(errorsOf(accountDeletionSchema.safeParse({}))).toEqual([
      { field: 'password', error: VALIDATION.passwordRequired },
    ]);
  });
});
