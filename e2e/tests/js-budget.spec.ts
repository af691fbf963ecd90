import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import {
  BUDGETS,
  FORM_PAGES,
  KB,
  measureBuild,
  pageBudget,
  PUBLIC_PAGES,
  type Download,
} from '../../web/scripts/js-budget';

// The build this suite serves (npm run test:e2e builds it first): what a guest's browser downloads of it.
const report = measureBuild(fileURLToPath(new URL('../../web/dist', import.meta.url)));

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

function expectWithin(name: string, load: Download, budget: number) {
  expect(
    load.gzip,
    `${name}: ${kb(load.gzip)} gzip of JavaScript, budget ${kb(budget)} (${load.files.join(', ')})`,
  ).toBeLessThanOrEqual(budget);
}

test.describe('JavaScript budget of the build (gzip, KB = 1024 bytes)', () => {
  test(`the entry and its static imports: at most ${BUDGETS.entry / KB} KB`, () => {
    expectWithin('entry', report.entry, BUDGETS.entry);
  });

  for (const page of Object.keys(PUBLIC_PAGES) as (keyof typeof PUBLIC_PAGES)[]) {
    test(`a guest's first load of the ${page} page: at most ${pageBudget(page) / KB} KB`, () => {
      expectWithin(page, report.pages[page], pageBudget(page));
    });
  }
});

test.describe('Pages of a form: their checks load Zod after hydration, not in the first load', () => {
  test("the build's Zod is found", () => {
    expect(report.zodChunks.length).toBeGreaterThan(0);
  });

  for (const page of Object.keys(FORM_PAGES) as (keyof typeof FORM_PAGES)[]) {
    test(`a guest's first load of the ${page} page holds no Zod`, () => {
      expect(report.forms[page].files.filter((file) => report.zodChunks.includes(file))).toEqual([]);
    });
  }
});
