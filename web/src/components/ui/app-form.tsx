import { useEffect, useRef, type ComponentProps, type ReactNode } from 'react';

/**
 * A native submission of an app form goes nowhere: without JavaScript a `javascript:` URL does not run, and with it
 * the head script holds the submission until the app takes it (React renders any `javascript:` action as its own
 * throwing URL, which the CSP would refuse anyway). A GET form would put what was typed in the address bar, the
 * history and the server's log.
 */
export const SCRIPT_ONLY_ACTION = 'javascript:';

/**
 * Marks the form as the app's (`data-app-form-ready`: the head script, ssr/head-script.js, lets its submissions
 * through from now on) and sends, once, a submission the head script held while the page was loading
 * (`data-submit-held`, its button in `heldSubmitter`).
 */
function takeOver(form: HTMLFormElement & { heldSubmitter?: HTMLElement | null }) {
  form.setAttribute('data-app-form-ready', '');
  if (!form.hasAttribute('data-submit-held')) return;
  const submitter = form.heldSubmitter;
  form.removeAttribute('data-submit-held');
  form.removeAttribute('aria-busy');
  form.heldSubmitter = null;
  form.requestSubmit(submitter?.isConnected ? submitter : null);
}

export interface AppFormProps extends Omit<ComponentProps<'form'>, 'action' | 'method' | 'ref'> {
  /** Said in the page when JavaScript is off: what the form does needs it. */
  noscript: ReactNode;
}

/**
 * A form only the app can send: sign-in, registration, posting, settings (decision 057). Before the page has
 * hydrated, a submission is held and then sent once with what was typed; with JavaScript off the form says so and
 * its button sends nothing. Search and filters are GET forms and links instead, which work without the app.
 */
export function AppForm({ noscript, children, ...props }: AppFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (formRef.current) takeOver(formRef.current);
  }, []);
  return (
    <form
      {...props}
      ref={formRef}
      method="post"
      action={SCRIPT_ONLY_ACTION}
      data-app-form=""
      // The head script marks a form whose submission it holds (data-submit-held, aria-busy) before hydration.
      suppressHydrationWarning
    >
      <noscript>
        <p className="rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {noscript}
        </p>
      </noscript>
      {children}
    </form>
  );
}
