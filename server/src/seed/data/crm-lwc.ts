import type { SeedSnippet } from './types.js';
import { crmLwcDataSnippets } from './crm-lwc/data-and-navigation.js';
import { crmLwcFormSnippets } from './crm-lwc/events-forms-tests.js';
import { crmLwcStylingSnippets } from './crm-lwc/styling-and-server.js';

export const crmLwcSnippets: SeedSnippet[] = [
  ...crmLwcDataSnippets,
  ...crmLwcFormSnippets,
  ...crmLwcStylingSnippets,
];
