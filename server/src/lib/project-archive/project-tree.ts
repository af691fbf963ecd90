import {
  SALESFORCE_API_VERSION,
  fileExtensionOf,
  languageLabel,
  type SnippetFile,
} from '@cloud-snippets/contract';
import { sourceTree } from './named-files.js';

export { SALESFORCE_API_VERSION };

/** What a downloaded snippet is made from: its one code, or its files when they are named (several, or renamed). */
export interface ArchiveSnippet {
  slug: string;
  title: string;
  description: string;
  platform: 'sfmc' | 'crm';
  codeLanguage: string;
  code: string;
  author: string;
  /** The snippet's page, named in the README. */
  url: string;
  /**
   * Its files when the member named them (decision 043): they go where their names say. Without them, the code's
   * place is guessed from its language and what it declares.
   */
  files?: SnippetFile[];
}

export interface ArchiveFile {
  path: string;
  content: string;
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>';
const xmlText = (text: string) =>
  text.replace(/[&<>]/g, (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;' })[character]!);

/** Comments and string literals out of Apex, so a name in them is not taken for the declaration. */
const apexWithoutCommentsAndStrings = (code: string) =>
  code
    .replace(/\/\*[\s\S]*?\*\//g, ' ')
    .replace(/\/\/.*$/gm, ' ')
    .replace(/'(?:\\.|[^'\\])*'/g, "''");

/** What an Apex file declares: a trigger (its name), a class, interface or enum (its name), or anonymous Apex. */
export function apexDeclaration(code: string): { kind: 'trigger' | 'class' | 'anonymous'; name?: string } {
  const source = apexWithoutCommentsAndStrings(code);
  const trigger = /^\s*trigger\s+([A-Za-z]\w*)\s+on\s+\w+/im.exec(source);
  if (trigger) return { kind: 'trigger', name: trigger[1]! };
  const type = /\b(?:class|interface|enum)\s+([A-Za-z]\w*)/i.exec(source);
  if (type) return { kind: 'class', name: type[1]! };
  return { kind: 'anonymous' };
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
const bundleNameOf = (title: string) => {
  const pascal = apiNameOf(title, 'Snippet').replace(/_/g, '');
  return pascal[0]!.toLowerCase() + pascal.slice(1);
};

const meta = (type: string, body: string) =>
  `${XML_HEAD}\n<${type} xmlns="http://soap.sforce.com/2006/04/metadata">\n${body}</${type}>\n`;
const apiVersionLine = `    <apiVersion>${SALESFORCE_API_VERSION}</apiVersion>\n`;

/** Where a CRM snippet's code goes in `force-app/main/default`, with its -meta.xml, or under scripts/. */
function crmFiles(snippet: ArchiveSnippet): ArchiveFile[] {
  const base = 'force-app/main/default';
  const { code, codeLanguage, title, slug } = snippet;
  const label = xmlText(title.slice(0, 80));
  switch (codeLanguage) {
    case 'apex': {
      const declared = apexDeclaration(code);
      if (declared.kind === 'trigger')
        return [
          { path: `${base}/triggers/${declared.name}.trigger`, content: code },
          {
            path: `${base}/triggers/${declared.name}.trigger-meta.xml`,
            content: meta('ApexTrigger', `${apiVersionLine}    <status>Active</status>\n`),
          },
        ];
      if (declared.kind === 'class')
        return [
          { path: `${base}/classes/${declared.name}.cls`, content: code },
          {
            path: `${base}/classes/${declared.name}.cls-meta.xml`,
            content: meta('ApexClass', `${apiVersionLine}    <status>Active</status>\n`),
          },
        ];
      // Anonymous Apex is run, not deployed: `sf apex run --file scripts/apex/…`.
      return [{ path: `scripts/apex/${slug}.apex`, content: code }];
    }
    case 'visualforce': {
      const name = apiNameOf(title, 'Snippet_Page');
      return [
        { path: `${base}/pages/${name}.page`, content: code },
        {
          path: `${base}/pages/${name}.page-meta.xml`,
          content: meta('ApexPage', `${apiVersionLine}    <label>${label}</label>\n`),
        },
      ];
    }
    case 'aura': {
      const name = bundleNameOf(title);
      return [
        { path: `${base}/aura/${name}/${name}.cmp`, content: code },
        {
          path: `${base}/aura/${name}/${name}.cmp-meta.xml`,
          content: meta('AuraDefinitionBundle', `${apiVersionLine}    <description>${label}</description>\n`),
        },
      ];
    }
    case 'soql':
      // The Salesforce extensions run a .soql file under scripts/soql against the default org.
      return [{ path: `scripts/soql/${slug}.soql`, content: code }];
    default:
      return [{ path: `scripts/${slug}.${fileExtensionOf(codeLanguage)}`, content: code }];
  }
}

/** What the Salesforce tools leave out of a deploy: Jest tests and editor settings, which are no metadata. */
const FORCEIGNORE = ['**/__tests__/**', '**/jsconfig.json', '**/.eslintrc.json', ''].join('\n');

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

function readme(snippet: ArchiveSnippet, files: ArchiveFile[]): string {
  const list = files.map((file) => `- \`${file.path}\``).join('\n');
  const run =
    snippet.platform === 'crm'
      ? [
          '## Deploy',
          '',
          'This folder is a Salesforce DX project. With the Salesforce CLI, signed in to an org:',
          '',
          '```sh',
          'sf project deploy start --source-dir force-app',
          '```',
          '',
          'Files under `scripts/` are run, not deployed (`sf apex run --file …` for anonymous Apex; a SOQL file from',
          'the Salesforce extensions for VS Code).',
        ]
      : ['## Where it runs', '', ...whereEachRuns(snippet)];
  return [
    `# ${snippet.title}`,
    '',
    snippet.description,
    '',
    `By ${snippet.author} on Cloud Snippets: ${snippet.url}`,
    '',
    '## Files',
    '',
    list,
    '',
    ...run,
    '',
  ].join('\n');
}

/**
 * The files of a snippet's download (decision 058). CRM code is a ready SFDX project — `sfdx-project.json` with the
 * API version, each file where `sf project deploy start` looks for its type, with its -meta.xml; Marketing Cloud
 * code is a folder of its files. Both with a README that says what is there and where it runs.
 */
export function projectTree(snippet: ArchiveSnippet): ArchiveFile[] {
  const named = snippet.files;
  if (snippet.platform === 'crm') {
    const files = named ? sourceTree(named, 'force-app/main/default') : crmFiles(snippet);
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
      { path: 'README.md', content: readme(snippet, files) },
    ];
  }
  const files = named
    ? named.map((file) => ({ path: file.name, content: file.code }))
    : [{ path: `${snippet.slug}.${fileExtensionOf(snippet.codeLanguage)}`, content: snippet.code }];
  return [...files, { path: 'README.md', content: readme(snippet, files) }];
}
