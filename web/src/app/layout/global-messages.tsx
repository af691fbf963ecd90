import { useEffect } from 'react';
import { toast, Toaster } from 'sonner';
import { connectMessages } from '../../lib/notify';
import { useResolvedTheme } from '../../lib/theme/use-theme';

/** The toaster of SPEC §4's global messages: its own chunk, loaded once the page is interactive. */
export default function GlobalMessages() {
  const theme = useResolvedTheme();
  // The id de-duplicates: five failing calls show one 'Network Error' message, not five.
  useEffect(
    () =>
      connectMessages((kind, message, durationMs) => {
        toast[kind](message, { id: message, duration: durationMs });
      }),
    [],
  );
  return (
    <Toaster
      position="top-right"
      // Below the sticky navigation bar, so messages never cover its buttons.
      offset={{ top: 76, right: 16 }}
      mobileOffset={{ top: 72, left: 12, right: 12 }}
      richColors
      theme={theme}
      closeButton
      toastOptions={{ classNames: { toast: 'font-sans' } }}
    />
  );
}
