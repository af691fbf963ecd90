import { CATEGORIES, LANGUAGES, OTHER_LANGUAGE } from '../constants.js';

/** The enum values snippet schemas accept (not exported by the package: the constants are the public form). */
export const languageValues = LANGUAGES.map((l) => l.value) as [string, ...string[]];
export const languageFilterValues: [string, ...string[]] = [...languageValues, OTHER_LANGUAGE];
export const categoryValues = [...CATEGORIES.sfmc, ...CATEGORIES.crm].map((c) => c.value) as [
  string,
  ...string[],
];
