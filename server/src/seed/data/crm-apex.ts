import type { SeedSnippet } from './types.js';
import { crmApexTriggerSnippets } from './crm-apex/triggers-and-async.js';
import { crmApexTestSnippets } from './crm-apex/tests-and-events.js';
import { crmApexPatternSnippets } from './crm-apex/patterns.js';

export const crmApexSnippets: SeedSnippet[] = [
  ...crmApexTriggerSnippets,
  ...crmApexTestSnippets,
  ...crmApexPatternSnippets,
];
