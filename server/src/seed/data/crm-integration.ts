import type { SeedSnippet } from './types.js';
import { crmIntegrationRestSnippets } from './crm-integration/rest-apis.js';
import { crmIntegrationSoqlSnippets } from './crm-integration/soql-and-retries.js';

export const crmIntegrationSnippets: SeedSnippet[] = [
  ...crmIntegrationRestSnippets,
  ...crmIntegrationSoqlSnippets,
];
