import { fileExtensionOf } from '../constants.js';
import { SALESFORCE_API_VERSION } from '../file-limits.js';
import { languageLabel } from '../labels.js';
import type { SnippetFile } from '../schemas/snippets.js';
import { templateBaseName } from '../snippet-files.js';
import {
  apexDeclaration,
  auraMarkupExtension,
  isBrowserScript,
  isEmailTemplate,
  isJestTest,
  isLwcScript,
  isLwcTemplate,
  lowerFirst,
  lwcClassName,
  testedBundle,
} from './file-kinds.js';
import { placeSourceFiles } from './named-files.js';
import type { LayoutOptions, Placement } from './placement.js';
import { crmReadme } from './readme.js';

export { SALESFORCE_API_VERSION, apexDeclaration };

/** What a downloaded snippet is made from: its one code, or its files when they are named (several, or renamed). */
export interface ArchiveSnippet {
  slug: string;
  title: string;
  description: string;
  platform: 'sfmc' | 'crm';
  codeLanguage: string;
  /** The snippet's category: an unnamed stylesheet of the `lwc` category is an LWC's, of another a static resource. */
  category?: string;
  code: string;
  author: string;
  /** The snippet's page, named in the README. */
  url: string;
  /**
   * Its files when the member named them: each is placed by what it is, its name a hint. Without them, the code's
   * place is guessed from its language and what it declares.
   */
  files?: SnippetFile[];
}

export interface ArchiveFile {
  path: string;
  content: string;
}

/** A metadata API name from a title: letters, digits and single underscores, starting with a letter, ≤ 40. */
export function apiNameOf(title: string, fallback: string): string {
  const words = title
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9]+/g, ' ')
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase() + word.slice(1));
  const name = words
    .join('_')
    .replace(/^[^A-Za-z]+/, '')
    .slice(0, 40)
    .replace(/_+$/, '');
  return name || fallback;
}

/** lowerCamelCase for an LWC or Aura bundle's folder, as Salesforce names them. */
const bundleNameOf = (title: string) => templateBaseName(title, 'camel');

/**
 * The name a CRM snippet's one unnamed file is given by what its code is, so that it is placed as a named file is:
 * an Apex class or trigger by its declaration, anonymous Apex and SOQL as scripts, an LWC by its class or its
 * category, a Visualforce page or email template, an Aura component, a stylesheet or browser script as a static
 * resource.
 */
export function unnamedFileName(snippet: ArchiveSnippet): string {
  const { code, codeLanguage, title, slug, category } = snippet;
  const bundle = bundleNameOf(title);
  switch (codeLanguage) {
    case 'apex': {
      const declared = apexDeclaration(code);
      if (declared.kind === 'trigger') return `${declared.name}.trigger`;
      if (declared.kind === 'class') return `${declared.name}.cls`;
      return `${slug}.apex`;
    }
    case 'visualforce': {
      const name = apiNameOf(title, 'Snippet_Page');
      if (isEmailTemplate(code)) return `email/unfiled$public/${name}.email`;
      return /^\s*<apex:component\b/.test(code) ? `${name}.component` : `${name}.page`;
    }
    case 'aura':
      return `aura/${bundle}/${bundle}.${auraMarkupExtension(code)}`;
    case 'javascript': {
      if (isJestTest('', code)) return `__tests__/${testedBundle(code) ?? bundle}.test.js`;
      if (isLwcScript(code)) {
        const name = lowerFirst(lwcClassName(code) ?? bundle);
        return `lwc/${name}/${name}.js`;
      }
      if (category === 'visualforce' || isBrowserScript(code))
        return `staticresources/${apiNameOf(title, 'Script')}.js`;
      return `${slug}.js`;
    }
    case 'html':
      return isLwcTemplate(code) || category === 'lwc'
        ? `lwc/${bundle}/${bundle}.html`
        : `staticresources/${apiNameOf(title, 'Page')}.html`;
    case 'css':
      return category === 'lwc' || /:host\b/.test(code)
        ? `lwc/${bundle}/${bundle}.css`
        : `staticresources/${apiNameOf(title, 'Styles')}.css`;
    default:
      return `${slug}.${fileExtensionOf(codeLanguage)}`;
  }
}

/** What the Salesforce tools leave out of a deploy (the standard SFDX .forceignore): Jest tests, editor settings. */
const FORCEIGNORE = [
  '# List files or directories below to ignore them when running sf project deploy start and retrieve.',
  'package.xml',
  '',
  '# LWC configuration files',
  '**/jsconfig.json',
  '**/.eslintrc.json',
  '',
  '# LWC Jest',
  '**/__tests__/**',
  '',
].join('\n');

/** Where a Marketing Cloud file runs, for its README. */
const SFMC_WHERE: Record<string, string> = {
  ampscript:
    'AMPscript: paste it into an email, a CloudPage or an SMS message in Content Builder; it runs when the message or page is rendered.',
  ssjs: 'Server-Side JavaScript: in a CloudPage or Code Resource inside `<script runat="server">`, or as a Script Activity in Automation Studio.',
  sql: 'SQL: a Query Activity in Automation Studio, writing into a target data extension.',
  html: 'HTML: a Content Builder email or block, or a CloudPage.',
  css: 'CSS: in the `<style>` block of a Content Builder email or a CloudPage.',
  javascript:
    'JavaScript: runs outside Marketing Cloud (Node.js or the browser), calling its REST or SOAP API.',
};

const whereItRuns = (language: string) => SFMC_WHERE[language] ?? languageLabel(language);

/** One line for a one-file snippet; for named files, each file and where it runs. */
const whereEachRuns = (snippet: ArchiveSnippet): string[] =>
  snippet.files
    ? snippet.files.map((file) => `- \`${file.name}\`: ${whereItRuns(file.language)}`)
    : [whereItRuns(snippet.codeLanguage)];

function readme(snippet: ArchiveSnippet, files: ArchiveFile[], placement?: Placement): string {
  const list = files.map((file) => `- \`${file.path}\``).join('\n');
  const run = placement ? crmReadme(placement) : ['## Where it runs', '', ...whereEachRuns(snippet), ''];
  return [
    `# ${snippet.title}`,
    '',
    snippet.description,
    '',
    `By ${snippet.author} on Cloud Snippets: ${snippet.url}`,
    '',
    ...run,
    '## Files',
    '',
    list,
    '',
  ].join('\n');
}

/**
 * Where a CRM snippet's files go in a project: in the zip's `force-app`, or in a member's own project at its default
 * package directory and API version (`sf snippets pull`). One placement for both, so that the two never differ.
 */
export function placeSnippet(snippet: ArchiveSnippet, layout: LayoutOptions = {}): Placement {
  const files = snippet.files ?? [{ name: unnamedFileName(snippet), code: snippet.code }];
  return placeSourceFiles(files, { ...layout, label: snippet.title.slice(0, 80) });
}

/**
 * The files of a snippet's download. CRM code is a Salesforce DX project the Salesforce tools open and
 * convert (decision 061): `sfdx-project.json` with the API version, the standard `.forceignore`, each file placed by
 * what it is where `sf project deploy start` looks for its type, with its -meta.xml, scripts under `scripts/`.
 * Marketing Cloud code is a folder of its files. Both with a README that says what is there and how to use it.
 */
export function projectTree(snippet: ArchiveSnippet): ArchiveFile[] {
  const named = snippet.files;
  if (snippet.platform === 'crm') {
    const placement = placeSnippet(snippet);
    const files = placement.files;
    const project = {
      packageDirectories: [{ path: 'force-app', default: true }],
      name: snippet.slug,
      namespace: '',
      sfdcLoginUrl: 'https://login.salesforce.com',
      sourceApiVersion: SALESFORCE_API_VERSION,
    };
    // The Salesforce tools refuse a project whose package directory is missing (MissingPackageDirectoryError), and a
    // zip keeps no empty folder: a dotfile, which the tools ignore, keeps `force-app` when every file is a script.
    const keep = files.some((file) => file.path.startsWith('force-app/'))
      ? []
      : [{ path: 'force-app/main/default/.gitkeep', content: '' }];
    return [
      { path: 'sfdx-project.json', content: `${JSON.stringify(project, null, 2)}\n` },
      { path: '.forceignore', content: FORCEIGNORE },
      ...files,
      ...keep,
      { path: 'README.md', content: readme(snippet, files, placement) },
    ];
  }
  const files = named
    ? named.map((file) => ({ path: file.name, content: file.code }))
    : [{ path: `${snippet.slug}.${fileExtensionOf(snippet.codeLanguage)}`, content: snippet.code }];
  return [...files, { path: 'README.md', content: readme(snippet, files) }];
}
