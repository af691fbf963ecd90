import { SALESFORCE_API_VERSION, type SnippetFile } from '@cloud-snippets/contract';

/** A file of an archive: where it goes, and what it holds. */
export interface PlacedFile {
  path: string;
  content: string;
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>';
const metaXml = (type: string, body: string) =>
  `${XML_HEAD}\n<${type} xmlns="http://soap.sforce.com/2006/04/metadata">\n` +
  `    <apiVersion>${SALESFORCE_API_VERSION}</apiVersion>\n${body}</${type}>\n`;

/** The metadata folder and the -meta.xml a file of a named snippet needs when the snippet brings none. */
const TYPES: Record<string, { folder: string; meta: (name: string) => string }> = {
  cls: { folder: 'classes', meta: () => metaXml('ApexClass', '    <status>Active</status>\n') },
  trigger: { folder: 'triggers', meta: () => metaXml('ApexTrigger', '    <status>Active</status>\n') },
  page: { folder: 'pages', meta: (name) => metaXml('ApexPage', `    <label>${name}</label>\n`) },
  component: {
    folder: 'components',
    meta: (name) => metaXml('ApexComponent', `    <label>${name}</label>\n`),
  },
};

const AURA_MARKUP = /\.(cmp|app|evt|intf)$/;
const baseName = (path: string) => path.slice(path.lastIndexOf('/') + 1);
const folderOf = (path: string) => path.slice(0, Math.max(0, path.lastIndexOf('/')));

/**
 * A CRM snippet's named files (decision 043) in a Salesforce DX source tree, each where `sf project deploy start`
 * looks for its type: a file in a folder is a bundle's (`c/fooBar/fooBar.js`: the folder's last part names the
 * bundle) — Aura when the folder holds Aura markup, LWC otherwise; `Foo.cls`, `.trigger`, `.page`, `.component` go to
 * their type's folder with the -meta.xml the snippet brings or, without one, a generated one; anything else is a
 * script under `scripts/`.
 */
export function sourceTree(files: readonly SnippetFile[], base: string): PlacedFile[] {
  const names = new Set(files.map((file) => file.name));
  const placed: PlacedFile[] = [];
  for (const file of files) {
    const folder = folderOf(file.name);
    const name = baseName(file.name);
    if (folder) {
      const bundle = baseName(folder);
      const isAura = files.some((other) => folderOf(other.name) === folder && AURA_MARKUP.test(other.name));
      placed.push({ path: `${base}/${isAura ? 'aura' : 'lwc'}/${bundle}/${name}`, content: file.code });
      continue;
    }
    const metaOf = /^(.+)\.(cls|trigger|page|component)-meta\.xml$/.exec(name);
    const typed = /^(.+)\.(cls|trigger|page|component)$/.exec(name);
    const kind = TYPES[(metaOf ?? typed)?.[2] ?? ''];
    if (!kind) {
      placed.push({ path: `scripts/${name}`, content: file.code });
      continue;
    }
    placed.push({ path: `${base}/${kind.folder}/${name}`, content: file.code });
    if (typed && !names.has(`${name}-meta.xml`))
      placed.push({ path: `${base}/${kind.folder}/${name}-meta.xml`, content: kind.meta(typed[1]!) });
  }
  return placed;
}
