import type { SeedSnippet } from './types.js';
import { sfmcSsjsDataSnippets } from './sfmc-ssjs/data-and-apis.js';
import { sfmcSsjsWsproxySnippets } from './sfmc-ssjs/wsproxy-and-utilities.js';

export const sfmcSsjsSnippets: SeedSnippet[] = [...sfmcSsjsDataSnippets, ...sfmcSsjsWsproxySnippets];
