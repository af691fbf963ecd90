import { clsx } from 'clsx';
import { ChevronDown } from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

const ITEMS = 'a[href], button:not([disabled])';

export interface DropdownProps {
  /** Content of the toggle button (its accessible name). */
  label: ReactNode;
  children: ReactNode;
  align?: 'start' | 'end';
  buttonClassName?: string;
  panelClassName?: string;
  testId?: string;
}

/**
 * A disclosure menu of links: the button carries aria-expanded; ArrowDown/ArrowUp/Home/End move between the
 * items, Escape closes and returns focus to the button, Tab away or a click outside closes, choosing an item closes.
 */
export function Dropdown({
  label,
  children,
  align = 'start',
  buttonClassName,
  panelClassName,
  testId,
}: DropdownProps) {
  const [isOpen, setIsOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const focusFirstOnOpen = useRef(false);

  useEffect(() => {
    if (!isOpen) return;
    if (focusFirstOnOpen.current) {
      focusFirstOnOpen.current = false;
      rootRef.current?.querySelector<HTMLElement>(`#${CSS.escape(panelId)} :is(${ITEMS})`)?.focus();
    }
    function onPointerDown(event: PointerEvent) {
      if (!rootRef.current?.contains(event.target as Node)) setIsOpen(false);
    }
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [isOpen, panelId]);

  function items(): HTMLElement[] {
    return Array.from(
      rootRef.current?.querySelectorAll<HTMLElement>(`#${CSS.escape(panelId)} :is(${ITEMS})`) ?? [],
    );
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape' && isOpen) {
      event.preventDefault();
      event.stopPropagation();
      setIsOpen(false);
      buttonRef.current?.focus();
      return;
    }
    if (!['ArrowDown', 'ArrowUp', 'Home', 'End'].includes(event.key)) return;
    if (!isOpen) {
      if (event.key === 'ArrowDown' && event.target === buttonRef.current) {
        event.preventDefault();
        focusFirstOnOpen.current = true;
        setIsOpen(true);
      }
      return;
    }
    const list = items();
    if (list.length === 0) return;
    event.preventDefault();
    const index = list.indexOf(document.activeElement as HTMLElement);
    const next =
      event.key === 'Home'
        ? 0
        : event.key === 'End'
          ? list.length - 1
          : event.key === 'ArrowDown'
            ? (index + 1) % list.length
            : (index - 1 + list.length) % list.length;
    list[next]?.focus();
  }

  return (
    <div
      ref={rootRef}
      className="relative"
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (isOpen && event.relatedTarget && !rootRef.current?.contains(event.relatedTarget as Node))
          setIsOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={isOpen}
        aria-controls={isOpen ? panelId : undefined}
        data-testid={testId}
        onClick={() => setIsOpen((open) => !open)}
        className={clsx(
          'inline-flex h-10 items-center gap-1.5 rounded-lg px-3 text-sm font-medium text-slate-700 transition-colors hover:bg-slate-100 hover:text-slate-900',
          isOpen && 'bg-slate-100 text-slate-900',
          buttonClassName,
        )}
      >
        {label}
        <ChevronDown
          aria-hidden="true"
          className={clsx('size-4 transition-transform', isOpen && 'rotate-180')}
        />
      </button>
      {isOpen && (
        <div
          id={panelId}
          data-testid={testId ? `${testId}-panel` : undefined}
          className={clsx(
            'animate-fade-in absolute top-full z-40 mt-2 min-w-56 rounded-xl border border-slate-200 bg-white p-1.5 shadow-popover',
            align === 'end' ? 'right-0' : 'left-0',
            panelClassName,
          )}
          onClick={(event) => {
            if ((event.target as HTMLElement).closest(ITEMS)) setIsOpen(false);
          }}
        >
          {children}
        </div>
      )}
    </div>
  );
}

/** Class names of one item of a dropdown. */
export const dropdownItemClasses =
  'flex w-full items-center gap-2.5 rounded-lg px-3 py-2 text-left text-sm text-slate-700 hover:bg-slate-100 hover:text-slate-900 focus-visible:bg-slate-100';
