import { clsx } from 'clsx';
import { useMemo, useState } from 'react';
import { LineSegments, useHighlightedLines } from '../../../components/code/highlighted-lines';
import type { CodeSegment } from '../../../lib/highlight/highlight';
import { diffStats, foldUnchanged, lineDiff, splitRows, type DiffLine } from '../lib/line-diff';

export type DiffView = 'unified' | 'split';

export interface CodeDiffProps {
  /** What the file is called above its diff (its language while a snippet has one file). */
  label: string;
  oldCode: string;
  oldLanguage: string;
  newCode: string;
  newLanguage: string;
  view: DiffView;
}

const ROW_CLASS = {
  same: '',
  removed: 'bg-red-50 dark:bg-red-950/40',
  added: 'bg-green-50 dark:bg-green-950/40',
} as const;
const SIGN = { same: ' ', removed: '−', added: '+' } as const;
const SPOKEN = { same: '', removed: 'Removed: ', added: 'Added: ' } as const;
const NUMBER_CELL = 'w-px select-none px-2 text-right align-top text-slate-500 tabular-nums';
const CODE_CELL = 'px-2 align-top whitespace-pre';

const oldLineOf = (line: DiffLine) => (line.kind === 'added' ? undefined : line.oldLine);
const newLineOf = (line: DiffLine) => (line.kind === 'removed' ? undefined : line.newLine);
const numberOf = (line: number | undefined) => (line === undefined ? '' : line + 1);

/**
 * Two versions of one file, unified (one column, − and + lines) or split (old left, new right), each line in its
 * own side's syntax colours; unchanged stretches are folded behind a button that opens them.
 */
export function CodeDiff({ label, oldCode, oldLanguage, newCode, newLanguage, view }: CodeDiffProps) {
  const oldLines = useHighlightedLines(oldCode, oldLanguage).lines;
  const newLines = useHighlightedLines(newCode, newLanguage).lines;
  const lines = useMemo(() => lineDiff(oldCode, newCode), [oldCode, newCode]);
  const blocks = useMemo(() => foldUnchanged(lines), [lines]);
  const stats = diffStats(lines);
  const [opened, setOpened] = useState<ReadonlySet<number>>(new Set());

  const segmentsOf = (line: DiffLine): readonly CodeSegment[] | undefined =>
    line.kind === 'added' ? newLines[line.newLine] : oldLines[line.oldLine];

  const unifiedRow = (line: DiffLine, key: string) => (
    <tr key={key} className={ROW_CLASS[line.kind]} data-kind={line.kind}>
      <td className={NUMBER_CELL}>{numberOf(oldLineOf(line))}</td>
      <td className={NUMBER_CELL}>{numberOf(newLineOf(line))}</td>
      <td aria-hidden="true" className="w-px pl-1 align-top text-slate-500 select-none">
        {SIGN[line.kind]}
      </td>
      <td className={CODE_CELL}>
        {SPOKEN[line.kind] && <span className="sr-only">{SPOKEN[line.kind]}</span>}
        <LineSegments segments={segmentsOf(line)} />
      </td>
    </tr>
  );

  const splitHalf = (line: DiffLine | null, side: 'old' | 'new') => {
    const divider = side === 'new' ? 'border-l border-slate-200 dark:border-slate-700' : '';
    if (!line)
      return [
        <td key={`${side}n`} className={clsx(NUMBER_CELL, divider)} />,
        <td key={`${side}c`} className="bg-slate-100/60 dark:bg-slate-800/40" />,
      ];
    const number = side === 'old' ? oldLineOf(line) : newLineOf(line);
    const segments = number === undefined ? undefined : (side === 'old' ? oldLines : newLines)[number];
    return [
      <td key={`${side}n`} className={clsx(NUMBER_CELL, divider, ROW_CLASS[line.kind])}>
        {numberOf(number)}
      </td>,
      <td key={`${side}c`} className={clsx(CODE_CELL, 'w-1/2', ROW_CLASS[line.kind])} data-kind={line.kind}>
        {SPOKEN[line.kind] && <span className="sr-only">{SPOKEN[line.kind]}</span>}
        <LineSegments segments={segments} />
      </td>,
    ];
  };

  const rowsOf = (shown: readonly DiffLine[], blockIndex: number) =>
    view === 'split'
      ? splitRows(shown).map((row, index) => (
          <tr key={`${blockIndex}-${index}`}>
            {splitHalf(row.left, 'old')}
            {splitHalf(row.right, 'new')}
          </tr>
        ))
      : shown.map((line, index) => unifiedRow(line, `${blockIndex}-${index}`));

  return (
    <section
      aria-label={`Changes to ${label}`}
      data-testid="code-diff"
      className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-card"
    >
      <header className="flex items-center gap-3 border-b border-slate-200 px-4 py-2.5 text-sm">
        <span className="font-semibold text-slate-700">{label}</span>
        <span
          className="font-mono"
          aria-label={`${stats.added} lines added, ${stats.removed} removed`}
          data-testid="diff-stats"
        >
          <span className="text-green-700">+{stats.added}</span>{' '}
          <span className="text-red-700">−{stats.removed}</span>
        </span>
      </header>
      {stats.added + stats.removed === 0 ? (
        <p className="px-4 py-3 text-sm text-slate-600">No changes to the code.</p>
      ) : (
        <div className="code-surface overflow-x-auto">
          <table className="w-full border-collapse font-mono text-[13px] leading-6">
            <tbody>
              {blocks.map((block, blockIndex) =>
                block.kind === 'shown' || opened.has(blockIndex) ? (
                  rowsOf(block.lines, blockIndex)
                ) : (
                  <tr key={`${blockIndex}-fold`} className="bg-slate-100 dark:bg-slate-800/60">
                    <td colSpan={4} className="px-2 py-0.5">
                      <button
                        type="button"
                        className="text-xs font-semibold text-brand-700 hover:underline"
                        onClick={() => setOpened((current) => new Set(current).add(blockIndex))}
                      >
                        Show {block.lines.length} unchanged lines
                      </button>
                    </td>
                  </tr>
                ),
              )}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
