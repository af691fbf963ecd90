import { CATEGORIES, LANGUAGES, OTHER_LANGUAGE, PLATFORMS } from './constants.js';

/** 'sfmc' → 'Marketing Cloud'; an unknown value as it is. */
export function platformLabel(value: string): string {
  return PLATFORMS.find((platform) => platform.value === value)?.label ?? value;
}

/** 'scripting' → 'AMPscript & SSJS'; an unknown value as it is. */
export function categoryLabel(value: string): string {
  return [...CATEGORIES.sfmc, ...CATEGORIES.crm].find((category) => category.value === value)?.label ?? value;
}

/** The display name of a language value ('ampscript' → 'AMPscript'; the `other` filter → 'Other languages'). */
export function languageLabel(value: string): string {
  const known = LANGUAGES.find((language) => language.value === value.toLowerCase());
  if (known) return known.name;
  if (value === OTHER_LANGUAGE) return 'Other languages';
  return value ? value.charAt(0).toUpperCase() + value.slice(1) : 'Other';
}
