import { ShieldCheck } from 'lucide-react';

/** Our replacement for Google's floating badge (whose terms require this notice when it is hidden). */
export function CaptchaBadge() {
  const linkClass = 'font-medium text-slate-700 underline underline-offset-2 hover:text-slate-900';
  return (
    <p
      data-testid="captcha-badge"
      className="mx-auto mb-8 flex max-w-md items-start justify-center gap-2 px-4 text-center text-xs leading-relaxed text-slate-600"
    >
      <ShieldCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-500" />
      <span>
        This site is protected by reCAPTCHA and the Google{' '}
        <a
          href="https://policies.google.com/privacy"
          target="_blank"
          rel="noopener noreferrer"
          className={linkClass}
        >
          Privacy Policy
        </a>{' '}
        and{' '}
        <a
          href="https://policies.google.com/terms"
          target="_blank"
          rel="noopener noreferrer"
          className={linkClass}
        >
          Terms of Service
        </a>{' '}
        apply.
      </span>
    </p>
  );
}
