/** Texts of signing up, signing in and the member's profile (SPEC §5, §8). */

export const VALIDATION = {
  usernameRequired: 'Username is required',
  usernameTooShort: 'Username must be at least 3 characters',
  usernameTooLong: 'Username cannot exceed 30 characters',
  usernameCharacters: 'Username can only contain letters, numbers, underscores and hyphens',
  usernameTaken: 'Username is already taken',
  usernameReserved: 'This username is reserved. Please choose another one.',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  emailTaken: 'Email is already registered',
  passwordRequired: 'Password is required',
  passwordTooShort: 'Password must be at least 8 characters',
  passwordTooLong: 'Password cannot exceed 128 characters',
  passwordComposition: 'Password must contain at least one letter, one number, and one special character',
  passwordCharacters: 'Password can only contain letters, numbers and the special characters @ $ ! % * # ? &',
  passwordsDoNotMatch: 'Passwords do not match',
  termsRequired: 'You must accept the terms and privacy policy',
  identifierRequired: 'Email or username is required',
  currentPasswordRequired: 'Current password is required',
  newPasswordSameAsCurrent: 'New password must be different from the current one',
  websiteInvalid: 'Website must be a valid http(s) URL',
  fieldTooLong: (label: string, max: number) => `${label} cannot exceed ${max} characters`,
  validationFailed: 'Validation failed',
  /** A NUL character or broken Unicode in a text field. */
  invalidCharacters: 'Contains characters that are not allowed',
} as const;

export const AUTH = {
  invalidCredentials: 'Invalid email/username or password',
  /** The password a member types to change it or to delete the account is not theirs. */
  currentPasswordIncorrect: 'Current password is incorrect',
  authenticationRequired: 'Authentication required',
  sessionExpired: 'Your session has expired. Please log in again.',
  captchaFailed: 'Failed to verify reCAPTCHA. Please try again.',
  loggedOut: 'Logged out successfully',
  passwordChanged: 'Password changed successfully',
  accountDeleted: 'Account deleted successfully',
  tooManyLoginAttempts: 'Too many login attempts. Please try again later.',
  tooManyRegistrations: 'Too many registrations from this address. Please try again later.',
  tooManyPasswordAttempts: 'Too many wrong passwords. Please try again later.',
  registrationSuccess: 'Registration successful! You can now log in.',
  loginFailed: 'An error occurred during login. Please try again.',
  registrationFailed: 'An error occurred during registration. Please try again.',
} as const;

export const PROFILE = {
  updated: 'Profile updated successfully',
  updateFailed: 'Failed to update profile',
  loadFailed: 'Failed to load user profile',
  imageUpdated: 'Profile image updated successfully',
  imageUpdateFailed: 'Failed to update profile image',
  avatarNotImage: 'Please select an image file',
} as const;

export const AVATAR = {
  missing: 'Choose an image to upload',
  unsupported: 'Only PNG, JPEG, WebP and GIF images are accepted',
  tooLarge: 'Image size should be less than 1MB',
  oneImageOnly: 'Upload one image at a time',
  tooManyPixels: 'The image dimensions are too large',
  unreadable: 'The image could not be read',
  tooMany: 'Too many image uploads. Please try again later.',
  hint: 'JPG, PNG, WebP or GIF, under 1MB. Shown at up to 512x512 px.',
} as const;
