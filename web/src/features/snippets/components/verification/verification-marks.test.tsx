import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildSnippetSummary } from '../../../../test/factories';
import { SnippetCard } from '../snippet-card';
import { isRecentRelease } from './recent-releases';

beforeEach(() => {
  // Out on this day: Winter '27, Summer '26 and Spring '26 are the last three releases.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-26T10:00:00Z'));
});

afterEach(() => {
  vi.useRealTimers();
});

const card = (overrides: Parameters<typeof buildSnippetSummary>[0]) => {
  render(
    <MemoryRouter>
      <SnippetCard snippet={buildSnippetSummary(overrides)} />
    </MemoryRouter>,
  );
  return screen.getByTestId('snippet-card');
};

describe('verification marks on a card', () => {
  it('counts the last three releases out as recent', () => {
    expect(isRecentRelease('winter-27')).toBe(true);
    expect(isRecentRelease('spring-26')).toBe(true);
    expect(isRecentRelease('winter-26')).toBe(false);
    // Not out yet on this day.
    expect(isRecentRelease('spring-27')).toBe(false);
  });

  it('marks a snippet verified on a recent release, beside the SSJS-safe mark', () => {
    const shown = card({
      codeLanguage: 'ssjs',
      ssjsSafe: true,
      verifiedRelease: 'winter-27',
      verifiedCount: 4,
    });
    const mark = within(shown).getByTestId('verified-mark');
    expect(mark).toHaveTextContent("Verified Winter '27");
    expect(mark).toHaveAttribute('title', "Confirmed to work on Winter '27 by 4 members");
    expect(mark).toHaveClass('text-emerald-800');
    expect(within(shown).getByTestId('ssjs-safe-mark').nextElementSibling).toBe(mark);
    expect(within(shown).queryByTestId('outdated-mark')).not.toBeInTheDocument();
  });

  it('mutes the mark of a release older than the last three', () => {
    const mark = within(card({ verifiedRelease: 'summer-25', verifiedCount: 1 })).getByTestId(
      'verified-mark',
    );
    expect(mark).toHaveTextContent("Verified Summer '25");
    expect(mark).toHaveAttribute('title', "Confirmed to work on Summer '25 by 1 member");
    expect(mark).toHaveClass('text-slate-700');
  });

  it('marks a snippet reported out of date, verified or not', () => {
    const shown = card({ verifiedRelease: 'winter-27', verifiedCount: 1, outdatedCount: 2 });
    expect(within(shown).getByTestId('outdated-mark')).toHaveTextContent('Out of date');
    expect(within(shown).getByTestId('outdated-mark')).toHaveAttribute(
      'title',
      'Reported out of date by 2 members',
    );
    expect(within(shown).getByTestId('verified-mark')).toBeInTheDocument();
  });

  it('shows neither for a snippet nobody confirmed or reported', () => {
    const shown = card({});
    expect(within(shown).queryByTestId('verified-mark')).not.toBeInTheDocument();
    expect(within(shown).queryByTestId('outdated-mark')).not.toBeInTheDocument();
  });
});
