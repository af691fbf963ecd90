import { Check, Copy } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { SNIPPET, TIMINGS } from '@cloud-snippets/contract';
import { Button } from './button';
import { copyText } from '../../lib/clipboard';
import { notify } from '../../lib/notify';

export interface CopyButtonProps {
  text: string;
  /** What the button says (the snippet's code by default; the embed codes say what they copy). */
  label?: string;
  testId?: string;
  /** What is copied, for the message when copying fails ('the code'). */
  what?: string;
}

/** Copies a text (a snippet's code by default); reads 'Copied!' for 2 s (SPEC §4), announced politely to screen readers. */
export function CopyButton({
  text,
  label = 'Copy code',
  testId = 'copy-code',
  what = 'the code',
}: CopyButtonProps) {
  const [isCopied, setIsCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  async function onCopy() {
    try {
      await copyText(text);
    } catch {
      notify.error(`Could not copy ${what}. Select it and copy it by hand.`);
      return;
    }
    setIsCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setIsCopied(false), TIMINGS.copiedIndicatorMs);
  }

  return (
    <>
      <Button
        variant="secondary"
        size="sm"
        onClick={() => void onCopy()}
        data-testid={testId}
        data-app-action
      >
        {isCopied ? (
          <Check aria-hidden="true" className="size-4 text-green-700" />
        ) : (
          <Copy aria-hidden="true" className="size-4" />
        )}
        {isCopied ? SNIPPET.copied : label}
      </Button>
      <span role="status" aria-live="polite" className="sr-only" data-testid={`${testId}-status`}>
        {isCopied ? 'Copied to clipboard' : ''}
      </span>
    </>
  );
}
