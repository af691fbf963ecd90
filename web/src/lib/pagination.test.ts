import { describe, expect, it } from 'vitest';
import { paginationItems } from './pagination';

describe('paginationItems (SPEC §9)', () => {
  it('lists nothing without pages', () => {
    expect(paginationItems(1, 0)).toEqual([]);
  });

  it.each([1, 2, 6, 7])('lists every page when there are %i or fewer', (total) => {
    expect(paginationItems(1, total)).toEqual(Array.from({ length: total }, (_, i) => i + 1));
  });

  it.each([1, 2, 3, 4])('shows the first five and the last near the start (page %i of 20)', (current) => {
    expect(paginationItems(current, 20)).toEqual([1, 2, 3, 4, 5, 'ellipsis-end', 20]);
  });

  it.each([17, 18, 19, 20])('shows the first and the last five near the end (page %i of 20)', (current) => {
    expect(paginationItems(current, 20)).toEqual([1, 'ellipsis-start', 16, 17, 18, 19, 20]);
  });

  it('shows the first, the current page with its neighbours, and the last in the middle', () => {
    expect(paginationItems(5, 20)).toEqual([1, 'ellipsis-start', 4, 5, 6, 'ellipsis-end', 20]);
    expect(paginationItems(10, 20)).toEqual([1, 'ellipsis-start', 9, 10, 11, 'ellipsis-end', 20]);
    expect(paginationItems(16, 20)).toEqual([1, 'ellipsis-start', 15, 16, 17, 'ellipsis-end', 20]);
  });

  it('switches to the ellipsis form at 8 pages', () => {
    expect(paginationItems(1, 8)).toEqual([1, 2, 3, 4, 5, 'ellipsis-end', 8]);
    expect(paginationItems(5, 8)).toEqual([1, 'ellipsis-start', 4, 5, 6, 7, 8]);
  });

  it('clamps a page outside the range', () => {
    expect(paginationItems(0, 20)).toEqual([1, 2, 3, 4, 5, 'ellipsis-end', 20]);
    expect(paginationItems(99, 20)).toEqual([1, 'ellipsis-start', 16, 17, 18, 19, 20]);
  });
});
