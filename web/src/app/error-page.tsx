import { AlertTriangle } from 'lucide-react';
import { useEffect } from 'react';
import { HTTP_ERRORS } from '@cloud-snippets/contract';
import { Button } from '../components/ui/button';
import { PageMeta } from '../components/page-meta';
import { notify } from '../lib/notify';

/** What an uncaught application error shows (SPEC §8): the message, a reload and a way home. */
export function ApplicationErrorView({ error }: { error?: unknown }) {
  useEffect(() => {
    if (error) console.error(error);
    notify.error(HTTP_ERRORS.application);
  }, [error]);
  return (
    <div
      role="alert"
      className="mx-auto flex max-w-xl flex-1 flex-col items-center justify-center px-4 py-20 text-center"
    >
      <PageMeta title="Something went wrong" noindex />
      <span className="mb-5 inline-flex size-14 items-center justify-center rounded-full bg-red-100 text-red-700">
        <AlertTriangle aria-hidden="true" className="size-7" />
      </span>
      <h1 className="text-2xl font-bold text-slate-900">Something went wrong</h1>
      <p className="mt-3 text-slate-700">{HTTP_ERRORS.application}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button onClick={() => window.location.reload()}>Reload the page</Button>
        <a
          href="/"
          className="inline-flex h-10 items-center rounded-lg border border-slate-300 bg-white px-4 text-sm font-semibold text-slate-800 hover:bg-slate-50"
        >
          Return to Home
        </a>
      </div>
    </div>
  );
}
