import { optionalString, positiveInt, settingDocs } from './fields.js';

/** Mail (decision 050): where it goes, who sends it, how long the outbox keeps it. */
export const mailEnv = {
  SMTP_URL: optionalString()
    .refine((value) => value === undefined || /^smtps?:\/\/\S+$/.test(value), {
      message: 'must be an smtp:// or smtps:// URL such as smtps://user:pass@smtp.example.com:465',
    })
    .register(settingDocs, {
      description:
        'Where mail goes (notifications, password resets, address checks). Unset: each mail is written to the server log and kept in the outbox, which admins read at /api/mail/outbox or with `npm run manage -- mail`.',
    }),
  MAIL_KEEP_DAYS: positiveInt(30).register(settingDocs, {
    description:
      'Days the outbox keeps mail that was sent, logged or given up on; older mail is deleted hourly.',
  }),
  MAIL_FROM: optionalString().register(settingDocs, {
    description: 'The sender of every mail.',
    shownDefault: 'Cloud Snippets <no-reply@<PUBLIC_URL host>>',
  }),
};
