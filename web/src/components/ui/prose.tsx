import { clsx } from 'clsx';
import type { ReactNode } from 'react';

/**
 * Readable long-form text (the site's own pages): a comfortable measure, line height and rhythm for paragraphs,
 * headings, lists and links, without a typography plugin.
 */
export const proseClasses = clsx(
  'max-w-[70ch] text-[16px] leading-7 text-slate-700',
  '[&_p]:mt-4 [&_p:first-child]:mt-0',
  '[&_h3]:mt-8 [&_h3]:text-lg [&_h3]:font-semibold [&_h3]:text-slate-900',
  '[&_ul]:mt-4 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6 [&_ol]:mt-4 [&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:pl-6',
  '[&_li]:pl-1 [&_li::marker]:text-slate-400',
  '[&_strong]:font-semibold [&_strong]:text-slate-900',
  '[&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-2 [&_a:hover]:text-brand-800',
  '[&_code]:rounded [&_code]:bg-slate-100 [&_code]:px-1.5 [&_code]:py-0.5 [&_code]:font-mono [&_code]:text-[0.875em] [&_code]:text-slate-800',
);

export function Prose({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={clsx(proseClasses, className)}>{children}</div>;
}
