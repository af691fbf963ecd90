import { formatCount } from '../../../lib/format-count';
import { useCountUp } from '../hooks/use-count-up';

export interface HomeCounter {
  label: string;
  value: number;
  /** Shown after the number ('+' for the snippets promise). */
  suffix?: string;
  testId: string;
}

function Counter({ label, value, suffix = '', testId }: HomeCounter) {
  const shown = useCountUp(value);
  return (
    <div className="min-w-0">
      <dt className="text-sm font-medium text-brand-100">{label}</dt>
      <dd className="text-3xl font-extrabold tracking-tight text-white tabular-nums sm:text-4xl">
        {/* Screen readers get the final value, not every frame of the animation. */}
        {/* One text node: a separate suffix would move right with each new digit, a layout shift. */}
        <span aria-hidden="true" data-testid={testId} data-value={value}>
          {`${formatCount(shown)}${suffix}`}
        </span>
        <span className="sr-only">
          {formatCount(value)}
          {suffix}
        </span>
      </dd>
    </div>
  );
}

/** The hero's counters (SPEC §2 Home): they animate upward to their values. */
export function HomeCounters({ counters }: { counters: readonly HomeCounter[] }) {
  return (
    <dl className="grid max-w-xl grid-cols-3 gap-4 sm:gap-8" data-testid="home-counters">
      {counters.map((counter) => (
        <Counter key={counter.label} {...counter} />
      ))}
    </dl>
  );
}
