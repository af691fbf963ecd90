import { describe, expect, it } from 'vitest';
import { categoryLabel, languageLabel, platformLabel } from './labels.js';

describe('labels: stored values as people read them', () => {
  it('names platforms and categories, and leaves an unknown value as it is', () => {
    expect(platformLabel('sfmc')).toBe('Marketing Cloud');
    expect(platformLabel('crm')).toBe('Sales & Service Cloud');
    expect(platformLabel('mystery')).toBe('mystery');
    expect(categoryLabel('scripting')).toBe('AMPscript & SSJS');
    expect(categoryLabel('lwc')).toBe('Lightning Web Components');
    expect(categoryLabel('mystery')).toBe('mystery');
  });

  it('names languages in any case, the `other` filter, and capitalises an unknown one', () => {
    expect(languageLabel('ampscript')).toBe('AMPscript');
    expect(languageLabel('SSJS')).toBe('SSJS');
    expect(languageLabel('other')).toBe('Other languages');
    expect(languageLabel('rust')).toBe('Rust');
    expect(languageLabel('')).toBe('Other');
  });
});
