import {
  isBrowserScript,
  isJestTest,
  isLwcScript,
  isLwcTemplate,
  lowerFirst,
  testedBundle,
} from './file-kinds.js';
import { AURA_EXTENSIONS, AURA_MARKUP, auraMeta, lwcMeta, staticResourceMeta } from './metadata-types.js';
import {
  NOT_DEPLOYED,
  baseName,
  extensionOf,
  folderOf,
  stemOf,
  type Placement,
  type SourceFile,
} from './placement.js';

/**
 * Lightning web components and Aura components: folders of files named after the folder. A member writes them as
 * `lwc/x/x.js`, `c/x/x.js`, `x/x.js` or flat (`x.js`, `x.html`, `x.js-meta.xml`); each becomes the bundle
 * `lwc/x/` (or `aura/x/`) with its -meta.xml, and its Jest tests in its `__tests__` folder, which .forceignore leaves
 * out of a deploy. JavaScript, HTML and CSS of no bundle are static resources for a page, or Node.js scripts.
 */

/** Extensions a bundle's files have, -meta.xml included. */
const BUNDLE_EXTENSION =
  /^(?:js|html|css|svg|cmp|app|evt|intf|tokens|design|auradoc)(?:-meta\.xml)?$|^resource-meta\.xml$/;

/** Whether a file can be part of an LWC or Aura bundle, or a Jest test (placed here too). */
export const isBundleFile = (file: SourceFile) =>
  BUNDLE_EXTENSION.test(extensionOf(file.path)) || isJestTest(file.path, file.code);

/** Folders that hold bundles rather than name one: `lwc/x.js` and `c/x.js` are flat. */
const NOT_A_BUNDLE = new Set(['lwc', 'aura', 'c', 'staticresources', 'default', 'main', 'force-app', 'src']);

/** A bundle's name from the folder or file that names it: lowerCamelCase, letters, digits and underscores. */
const bundleName = (key: string) =>
  lowerFirst(key.replace(/[-\s]+([A-Za-z0-9])/g, (_, next: string) => next.toUpperCase()).replace(/\W/g, ''));

const AURA_PART = /(?:Controller|Helper|Renderer)$/;

/** The bundle a file belongs to: the folder it is in, or, flat, the name before its first dot. */
function keyOf(file: SourceFile, auraStems: Set<string>): string {
  const folder = baseName(folderOf(file.path));
  if (folder && !NOT_A_BUNDLE.has(folder)) return folder;
  const stem = stemOf(file.path);
  const withoutPart = stem.replace(AURA_PART, '');
  return withoutPart !== stem && auraStems.has(withoutPart) ? withoutPart : stem;
}

function placeTest(file: SourceFile, placement: Placement, bundles: Set<string>): void {
  const parts = file.path.split('/');
  const testsAt = parts.indexOf('__tests__');
  const before = testsAt > 0 ? parts[testsAt - 1]! : '';
  const fromPath = before && !NOT_A_BUNDLE.has(before) ? before : '';
  const bundle = bundleName(fromPath || testedBundle(file.code) || stemOf(file.path));
  const inTests = testsAt >= 0 ? parts.slice(testsAt + 1).join('/') : baseName(file.path);
  if (bundles.has(bundle)) {
    placement.put(`lwc/${bundle}/__tests__/${inTests}`, file.code, file);
    return;
  }
  // Alone in force-app, the test's folder would be taken for a component with no files, which no org accepts.
  placement.notes.push(
    `\`${file.name}\` tests the component \`${bundle}\`, which is not in the snippet: copy it into that component's ` +
      `\`lwc/${bundle}/__tests__/\` folder.`,
  );
  placement.put(`${NOT_DEPLOYED}/lwc/${bundle}/__tests__/${inTests}`, file.code, file, false);
}

/**
 * JavaScript, HTML, CSS or SVG of no bundle: a static resource a page loads (with the member's
 * `X.resource-meta.xml` when the group has it), or a script run with Node.js.
 */
function placeLoose(group: SourceFile[], placement: Placement): void {
  const isMeta = (file: SourceFile) => extensionOf(file.path).endsWith('-meta.xml');
  const resourceMeta = group.find((file) => extensionOf(file.path) === 'resource-meta.xml');
  let resourceMetaPlaced = false;
  for (const file of group.filter((member) => !isMeta(member))) {
    const extension = extensionOf(file.path);
    const inStaticResources = folderOf(file.path).split('/').includes('staticresources');
    if (extension === 'js' && !inStaticResources && !resourceMeta && !isBrowserScript(file.code)) {
      placement.put(`scripts/js/${baseName(file.path)}`, file.code, file, false);
      continue;
    }
    const name = stemOf(file.path).replace(/\W/g, '_');
    placement.put(`staticresources/${name}.${extension}`, file.code, file);
    if (resourceMeta && !resourceMetaPlaced) {
      placement.put(`staticresources/${name}.resource-meta.xml`, resourceMeta.code, resourceMeta);
      resourceMetaPlaced = true;
    }
    placement.generate(`staticresources/${name}.resource-meta.xml`, staticResourceMeta(extension));
  }
  for (const meta of group.filter(isMeta))
    if (meta !== resourceMeta || !resourceMetaPlaced)
      placement.setAside(meta, 'it describes a component whose files are not in the snippet');
}

/** Places the bundle files of a snippet: each bundle with its -meta.xml, each test in its bundle. */
export function placeBundles(files: readonly SourceFile[], placement: Placement, label: string): void {
  const tests = files.filter((file) => isJestTest(file.path, file.code));
  const rest = files.filter((file) => !tests.includes(file));
  const auraStems = new Set(
    rest.filter((file) => AURA_MARKUP.includes(extensionOf(file.path))).map((file) => stemOf(file.path)),
  );
  const groups = new Map<string, SourceFile[]>();
  const lwcBundles = new Set<string>();
  for (const file of rest) {
    const key = keyOf(file, auraStems);
    groups.set(key, [...(groups.get(key) ?? []), file]);
  }
  for (const [key, group] of groups) {
    const inFolder = (name: string) => group.some((file) => file.path.split('/').includes(name));
    const extensions = group.map((file) => extensionOf(file.path));
    const isAura =
      inFolder('aura') ||
      extensions.some((extension) => AURA_MARKUP.includes(extension.replace(/-meta\.xml$/, '')));
    const isLwc =
      !isAura &&
      !inFolder('staticresources') &&
      (inFolder('lwc') ||
        extensions.includes('js-meta.xml') ||
        group.some((file) =>
          extensionOf(file.path) === 'js'
            ? isLwcScript(file.code)
            : extensionOf(file.path) === 'html' && isLwcTemplate(file.code),
        ));
    if (isAura) placeAura(key, group, placement, label);
    else if (isLwc) lwcBundles.add(placeLwc(key, group, placement));
    else placeLoose(group, placement);
  }
  for (const test of tests) placeTest(test, placement, lwcBundles);
}

/** The file's name in its bundle, its stem renamed when the bundle's name differs from the key it was found by. */
const nameIn = (file: SourceFile, key: string, name: string) => {
  const base = baseName(file.path);
  return base.startsWith(key) ? `${name}${base.slice(key.length)}` : base;
};

function placeLwc(key: string, group: SourceFile[], placement: Placement): string {
  const name = bundleName(key);
  for (const file of group) placement.put(`lwc/${name}/${nameIn(file, key, name)}`, file.code, file);
  if (!group.some((file) => nameIn(file, key, name) === `${name}.js`)) {
    const className = name.charAt(0).toUpperCase() + name.slice(1);
    placement.generate(
      `lwc/${name}/${name}.js`,
      `import { LightningElement } from 'lwc';\n\nexport default class ${className} extends LightningElement {}\n`,
    );
  }
  placement.generate(`lwc/${name}/${name}.js-meta.xml`, lwcMeta(placement.apiVersion));
  return name;
}

function placeAura(key: string, group: SourceFile[], placement: Placement, label: string): void {
  for (const file of group) {
    if (!AURA_EXTENSIONS.has(extensionOf(file.path)) && !extensionOf(file.path).endsWith('-meta.xml')) {
      placement.setAside(file, 'an Aura bundle holds no file of its kind');
      continue;
    }
    placement.put(`aura/${key}/${baseName(file.path)}`, file.code, file);
  }
  const markup = group.find(
    (file) => AURA_MARKUP.includes(extensionOf(file.path)) && stemOf(file.path) === key,
  );
  placement.generate(
    `aura/${key}/${key}.${markup ? extensionOf(markup.path) : 'cmp'}-meta.xml`,
    auraMeta(label || key, placement.apiVersion),
  );
}
