import type { SeedSnippet } from './types.js';
import { crmVisualforcePageSnippets } from './crm-visualforce/pages-and-pdf.js';
import { crmVisualforceRemotingSnippets } from './crm-visualforce/remoting-and-mail.js';

export const crmVisualforceSnippets: SeedSnippet[] = [
  ...crmVisualforcePageSnippets,
  ...crmVisualforceRemotingSnippets,
];
