import { useEffect } from 'react';
import { HTTP_ERRORS } from '@cloud-snippets/contract';
import { ApiError } from '../lib/api-client';
import { notify } from '../lib/notify';

/** Errors nobody caught (a rejected promise in an event handler) become the global application message. */
export function useUncaughtErrorMessages() {
  useEffect(() => {
    function onRejection(event: PromiseRejectionEvent) {
      // API errors already had their global message (or are the caller's to show).
      if (event.reason instanceof ApiError) return;
      notify.error(HTTP_ERRORS.application);
    }
    function onError(event: ErrorEvent) {
      // Cross-origin script errors (browser extensions, third-party scripts) carry no information.
      if (!event.filename || !event.filename.startsWith(window.location.origin)) return;
      notify.error(HTTP_ERRORS.application);
    }
    window.addEventListener('unhandledrejection', onRejection);
    window.addEventListener('error', onError);
    return () => {
      window.removeEventListener('unhandledrejection', onRejection);
      window.removeEventListener('error', onError);
    };
  }, []);
}
