import type { SeedSnippet } from './types.js';
import { sfmcAmpscriptPersonalizationSnippets } from './sfmc-ampscript/personalization.js';
import { sfmcAmpscriptFormSnippets } from './sfmc-ampscript/forms-and-links.js';
import { sfmcAmpscriptDisplaySnippets } from './sfmc-ampscript/display.js';

export const sfmcAmpscriptSnippets: SeedSnippet[] = [
  ...sfmcAmpscriptPersonalizationSnippets,
  ...sfmcAmpscriptFormSnippets,
  ...sfmcAmpscriptDisplaySnippets,
];
