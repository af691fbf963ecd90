import type { ReactNode } from 'react';
import { BrandMark } from '../layout/brand';

/** The centred card of the sign-in and sign-up pages. */
export function AuthCard({ title, lead, children }: { title: string; lead: ReactNode; children: ReactNode }) {
  return (
    <div className="flex flex-1 items-start justify-center px-4 py-10 sm:py-16">
      <div className="w-full max-w-md">
        <div className="mb-7 text-center">
          <BrandMark className="mx-auto size-11" />
          <h1 className="mt-4 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
          <p className="mt-2 text-slate-600">{lead}</p>
        </div>
        <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-card sm:p-8">{children}</div>
      </div>
    </div>
  );
}
