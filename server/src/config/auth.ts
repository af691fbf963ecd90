import { z } from 'zod';
import { duration, optionalString, positiveInt, settingDocs } from './fields.js';
import { MIN_JWT_SECRET_LENGTH } from './jwt-secret.js';

/** Tokens (their secret and lifetimes) and the bot protection on the account forms. */
export const authEnv = {
  JWT_SECRET: optionalString()
    .refine((value) => value === undefined || value.length >= MIN_JWT_SECRET_LENGTH, {
      message: `must be at least ${MIN_JWT_SECRET_LENGTH} characters long`,
    })
    .register(settingDocs, {
      description:
        'Token signing secret (≥ 32 characters); when unset, 64 random bytes are generated once into DATA_DIR/jwt-secret (mode 0600).',
      shownDefault: '(generated)',
    }),
  TOKEN_TTL: duration('1d').register(settingDocs, {
    description: 'Token lifetime without "remember me" (seconds, or 15m, 12h, 1d…).',
  }),
  REMEMBER_TOKEN_TTL: duration('30d').register(settingDocs, {
    description: 'Token lifetime with "remember me".',
  }),
  CAPTCHA_PROVIDER: z.enum(['none', 'recaptcha']).default('none').register(settingDocs, {
    description: 'Bot protection on login, register and the contact form: none or recaptcha (v3).',
  }),
  RECAPTCHA_SITE_KEY: optionalString().register(settingDocs, {
    description: 'reCAPTCHA v3 site key (required with recaptcha); served to the web app by GET /api/config.',
  }),
  RECAPTCHA_SECRET_KEY: optionalString().register(settingDocs, {
    description: 'reCAPTCHA v3 secret key (required with recaptcha).',
  }),
  RECAPTCHA_MIN_SCORE: z.coerce
    .number()
    .min(0)
    .max(1)
    .default(0.5)
    .register(settingDocs, { description: 'Lowest reCAPTCHA score accepted (0–1).' }),
  RECAPTCHA_VERIFY_URL: z
    .url()
    .default('https://www.google.com/recaptcha/api/siteverify')
    .register(settingDocs, { description: 'Verification endpoint (point it at a fake in tests).' }),
  RECAPTCHA_TIMEOUT_MS: positiveInt(5000).register(settingDocs, {
    description: 'How long to wait for the verification endpoint.',
  }),
};
