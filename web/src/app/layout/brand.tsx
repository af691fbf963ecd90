import { Link } from 'react-router';
import { paths } from '../../config/paths';

export function BrandMark({ className = 'size-8' }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={className}>
      <rect width="32" height="32" rx="8" fill="#0176d3" />
      <path
        d="M10.5 22.5h11.2a4.3 4.3 0 0 0 .6-8.56 5.8 5.8 0 0 0-11.1-1.3A4.95 4.95 0 0 0 10.5 22.5Z"
        fill="#fff"
      />
      <path
        d="m14.2 15.2-2.3 2.3 2.3 2.3M17.8 15.2l2.3 2.3-2.3 2.3"
        fill="none"
        stroke="#0176d3"
        strokeWidth="1.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export function Brand() {
  return (
    <Link
      to={paths.home.getHref()}
      className="flex items-center gap-2.5 rounded-lg text-lg font-bold tracking-tight text-slate-900"
      aria-label="Cloud Snippets home"
    >
      <BrandMark />
      <span>
        Cloud <span className="text-brand-600">Snippets</span>
      </span>
    </Link>
  );
}
