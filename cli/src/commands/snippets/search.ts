import {
  LANGUAGES,
  PLATFORM_VALUES,
  SORT_OPTIONS,
  snippetPath,
  type SnippetListResponse,
  type SnippetSummary,
} from '@cloud-snippets/contract';
import { Flags, SfCommand } from '@salesforce/sf-plugins-core';
import { connect } from '../../lib/connection.js';
import { instanceUrlFlag } from '../../lib/flags.js';
import { marksOf } from '../../lib/present.js';

export interface SearchResult {
  total: number;
  page: number;
  totalPages: number;
  snippets: (SnippetSummary & { url: string })[];
}

export default class Search extends SfCommand<SearchResult> {
  public static override readonly summary = "Search the snippets, as the site's search box does.";
  public static override readonly examples = [
    '<%= config.bin %> <%= command.id %> bulk trigger --platform crm --language apex',
    '<%= config.bin %> <%= command.id %> --tag lwc --sort popular --json',
  ];
  public static override readonly strict = false;
  public static override readonly args = {};
  public static override readonly flags = {
    'instance-url': instanceUrlFlag,
    platform: Flags.option({ char: 'p', summary: 'Only this platform.', options: PLATFORM_VALUES })(),
    language: Flags.option({
      char: 'l',
      summary: 'Only this language.',
      options: LANGUAGES.map((language) => language.value) as [string, ...string[]],
    })(),
    tag: Flags.string({ char: 't', summary: 'Only snippets with this tag.' }),
    sort: Flags.option({
      char: 's',
      summary:
        'Order of the results (default: relevance for words, newest otherwise). Orders other than relevance match the words as typed, without correcting typos.',
      options: SORT_OPTIONS.map((sort) => sort.value) as [string, ...string[]],
    })(),
    limit: Flags.integer({ summary: 'How many to show.', default: 20, min: 1, max: 50 }),
    page: Flags.integer({ summary: 'Which page of results.', default: 1, min: 1 }),
  };

  public async run(): Promise<SearchResult> {
    const { flags, argv } = await this.parse(Search);
    const { api, instanceUrl } = await connect({ instanceUrl: flags['instance-url'] });
    const query = new URLSearchParams();
    const words = (argv as string[]).join(' ').trim();
    if (words) query.set('search', words);
    for (const key of ['platform', 'language', 'tag', 'sort'] as const)
      if (flags[key]) query.set(key, flags[key]);
    query.set('limit', String(flags.limit));
    query.set('page', String(flags.page));
    const list = await api.get<SnippetListResponse>(`/api/snippets?${query.toString()}`);
    const snippets = list.snippets.map((snippet) => ({
      ...snippet,
      url: `${instanceUrl}${snippetPath(snippet.slug)}`,
    }));
    if (!snippets.length) this.log(words ? `No snippet matches "${words}".` : 'No snippet matches.');
    else {
      this.table({
        data: snippets.map((snippet) => ({
          title: snippet.title.length > 40 ? `${snippet.title.slice(0, 39)}…` : snippet.title,
          slug: snippet.slug,
          language: snippet.codeLanguage,
          likes: snippet.likeCount,
          author: snippet.author.username,
          checks: marksOf(snippet).join(', '),
        })),
      });
      const about = list.totalIsApproximate ? 'about ' : '';
      this.log(
        `${about}${list.totalSnippets} snippets, page ${list.currentPage} of ${Math.max(1, list.totalPages)}.`,
      );
      this.log('Show one: sf snippets show <slug>');
    }
    return { total: list.totalSnippets, page: list.currentPage, totalPages: list.totalPages, snippets };
  }
}
