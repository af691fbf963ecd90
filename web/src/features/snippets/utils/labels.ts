import { CATEGORIES, PLATFORMS, SORT_OPTIONS } from '@cloud-snippets/contract';

/** 'sfmc' → 'Marketing Cloud'. */
export function platformLabel(value: string): string {
  return PLATFORMS.find((platform) => platform.value === value)?.label ?? value;
}

/** 'scripting' → 'AMPscript & SSJS'. */
export function categoryLabel(value: string): string {
  return [...CATEGORIES.sfmc, ...CATEGORIES.crm].find((category) => category.value === value)?.label ?? value;
}

export function sortLabel(value: string): string {
  return SORT_OPTIONS.find((sort) => sort.value === value)?.label ?? value;
}
