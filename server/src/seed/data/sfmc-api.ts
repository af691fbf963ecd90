import type { SeedSnippet } from './types.js';
import { sfmcApiRestDataSnippets } from './sfmc-api/rest-data.js';
import { sfmcApiJourneySnippets } from './sfmc-api/journeys-and-content.js';

export const sfmcApiSnippets: SeedSnippet[] = [...sfmcApiRestDataSnippets, ...sfmcApiJourneySnippets];
