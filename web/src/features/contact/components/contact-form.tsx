import { CheckCircle2, Send } from 'lucide-react';
import { useState } from 'react';
import {
  AUTH,
  CONTACT,
  CONTACT_LIMITS,
  LIMITS,
  type ContactInput,
  NO_SCRIPT,
} from '@cloud-snippets/contract';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import { useCaptcha } from '../../../hooks/use-captcha';
import { ApiError } from '../../../lib/api-client';
import { CaptchaError } from '../../../lib/captcha';
import { useSendContactMessage } from '../api/send-contact-message';
import { placeServerFieldErrors } from '../../../lib/form-errors';
import { useFormKeepingInput } from '../../../lib/form-keeping-input';
import { AppForm } from '../../../components/ui/app-form';
import { lazyZodResolver } from '../../../lib/lazy-resolver';

const FIELDS = ['name', 'email', 'subject', 'message'] as const;
type ContactField = (typeof FIELDS)[number];
type ContactFormValues = Record<ContactField, string>;

/** The server's schema, but for the bot-protection token the form adds when it sends; loaded after hydration. */
const contactResolver = lazyZodResolver<ContactFormValues>(() =>
  import('@cloud-snippets/contract/schemas/contact').then((contact) =>
    contact.contactInputSchema.omit({ recaptchaToken: true }),
  ),
);

/** What the form says when sending failed: captcha, rate limit (429), the server's message, or the default. */
export function contactErrorMessage(error: unknown): string {
  if (error instanceof CaptchaError) return AUTH.captchaFailed;
  if (error instanceof ApiError) {
    if (error.status === 429) return error.serverMessage ?? CONTACT.tooMany;
    if (error.serverMessage) return error.serverMessage;
  }
  return CONTACT.failed;
}

/**
 * The contact form: name, email, subject and message, validated with the server's schema; a bot-protection token
 * (action 'contact') goes with it when protection is on. Signed-in members find name and email filled in.
 */
export function ContactForm({ defaults }: { defaults?: Partial<Pick<ContactFormValues, 'name' | 'email'>> }) {
  const { getToken } = useCaptcha('contact');
  const send = useSendContactMessage();
  const [formError, setFormError] = useState<string | null>(null);
  const [isSent, setIsSent] = useState(false);
  const initialValues: ContactFormValues = {
    name: defaults?.name ?? '',
    email: defaults?.email ?? '',
    subject: '',
    message: '',
  };
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useFormKeepingInput<ContactFormValues>({
    resolver: contactResolver,
    defaultValues: initialValues,
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const recaptchaToken = await getToken();
      await send.mutateAsync({ ...(values as ContactInput), recaptchaToken });
      reset(initialValues);
      setIsSent(true);
    } catch (error) {
      if (!placeServerFieldErrors(error, FIELDS, setError)) setFormError(contactErrorMessage(error));
    }
  });

  if (isSent) {
    return (
      <div
        role="status"
        data-testid="contact-sent"
        className="rounded-2xl border border-green-200 bg-green-50 px-6 py-10 text-center"
      >
        <CheckCircle2 aria-hidden="true" className="mx-auto size-10 text-green-700" />
        <p className="mt-3 text-lg font-semibold text-green-900">{CONTACT.sent}</p>
        <p className="mt-1 text-sm text-green-800">We read every message and reply by email.</p>
        <Button variant="secondary" className="mt-5" onClick={() => setIsSent(false)}>
          Send another message
        </Button>
      </div>
    );
  }

  return (
    <AppForm
      noscript={NO_SCRIPT.contact}
      onSubmit={onSubmit}
      noValidate
      className="space-y-4"
      aria-label="Contact us"
      data-testid="contact-form"
    >
      {formError && <Alert>{formError}</Alert>}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Name"
          autoComplete="name"
          maxLength={CONTACT_LIMITS.nameMax}
          error={errors.name?.message}
          {...register('name')}
        />
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          maxLength={LIMITS.emailMax}
          error={errors.email?.message}
          {...register('email')}
        />
      </div>
      <TextField
        label="Subject"
        maxLength={CONTACT_LIMITS.subjectMax}
        error={errors.subject?.message}
        {...register('subject')}
      />
      <TextareaField
        label="Message"
        rows={7}
        maxLength={CONTACT_LIMITS.messageMax}
        hint={`At least ${CONTACT_LIMITS.messageMin} characters.`}
        error={errors.message?.message}
        {...register('message')}
      />
      <Button type="submit" size="lg" disabled={isSubmitting}>
        {isSubmitting ? <Spinner className="size-4" /> : <Send aria-hidden="true" className="size-4" />}
        {isSubmitting ? 'Sending...' : 'Send message'}
      </Button>
    </AppForm>
  );
}
