import type { SeedSnippet } from './types.js';
import { sfmcSqlDataViewSnippets } from './sfmc-sql/data-views.js';
import { sfmcSqlAudienceSnippets } from './sfmc-sql/audiences.js';

export const sfmcSqlSnippets: SeedSnippet[] = [...sfmcSqlDataViewSnippets, ...sfmcSqlAudienceSnippets];
