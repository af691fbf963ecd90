/** A demo snippet of the seed data: the snippet input plus which demo member (0..7) wrote it. */
export interface SeedSnippet {
  title: string;
  platform: 'sfmc' | 'crm';
  category: string;
  codeLanguage: string;
  description: string;
  code: string;
  /** The first file's name, when the snippet is several files (decision 043); '' or absent for one block of code. */
  fileName?: string;
  /** The files after the first: a class and its test class, or two queries, each a file of its own. */
  extraFiles?: { name: string; language: string; code: string }[];
  tags: string[];
  /** 0..7: which demo member wrote it. */
  authorIndex: number;
}

/** A discussion thread on a seed snippet (referenced by its exact title), with up to three replies. */
export interface SeedComment {
  snippetTitle: string;
  authorIndex: number;
  content: string;
  replies?: { authorIndex: number; content: string }[];
}
