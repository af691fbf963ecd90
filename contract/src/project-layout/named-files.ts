import { isBundleFile, placeBundles } from './bundles.js';
import { apexDeclaration, isEmailTemplate } from './file-kinds.js';
import {
  CODE_TYPES,
  OBJECT_CHILD_TYPES,
  TYPE_FOLDERS,
  XML_TYPES,
  emailFolderMeta,
  emailTemplateMeta,
  staticResourceMeta,
} from './metadata-types.js';
import {
  baseName,
  extensionOf,
  Placement,
  stemOf,
  type LayoutOptions,
  type SourceFile,
} from './placement.js';

/**
 * A CRM snippet's files in a Salesforce DX source tree (decision 061), each placed by what it is — its extension, its
 * `-meta.xml` suffix, its code — where `sf project deploy start` looks for its type, honouring the SFDX paths members
 * write (`classes/A.cls`, `force-app/main/default/…`, `lwc/x/…`, `objects/O__c/fields/F__c.field-meta.xml`), with
 * the -meta.xml a component needs generated when the snippet brings none. What is run rather than deployed goes to
 * `scripts/`; what can be neither (a duplicate, a -meta.xml without its code) to `not-deployed/`, said in the README.
 */

/** The path from its metadata folder on: `force-app/main/default/classes/A.cls` → `classes/A.cls`. */
export function metadataPath(name: string): string {
  const parts = name.split('/');
  const defaultAt = parts.lastIndexOf('default');
  if (defaultAt > 0 && parts[defaultAt - 1] === 'main') return parts.slice(defaultAt + 1).join('/');
  const typeAt = parts.findIndex((part, index) => index < parts.length - 1 && TYPE_FOLDERS.has(part));
  return typeAt > 0 ? parts.slice(typeAt).join('/') : name;
}

/** Scripts by extension: run with the Salesforce CLI (Apex, SOQL) or a shell, or read by them (JSON, CSV). */
const SCRIPT_FOLDERS: Record<string, string> = {
  apex: 'scripts/apex',
  soql: 'scripts/soql',
  sh: 'scripts/shell',
  json: 'scripts/data',
  csv: 'scripts/data',
};

const META = /^(.+?)\.([A-Za-z]+)-meta\.xml$/;

/** The member's -meta.xml for a code file, if the snippet has one: the same name with `-meta.xml`. */
function takeMeta(file: SourceFile, metas: SourceFile[]): SourceFile | undefined {
  const wanted = `${baseName(file.path)}-meta.xml`.toLowerCase();
  const match =
    metas.find((meta) => meta.path.toLowerCase() === `${file.path}-meta.xml`.toLowerCase()) ??
    metas.find((meta) => baseName(meta.path).toLowerCase() === wanted);
  if (match) metas.splice(metas.indexOf(match), 1);
  return match;
}

/** Apex: by what it declares, whatever its name says; anonymous Apex is a script. */
function placeApex(file: SourceFile, metas: SourceFile[], placement: Placement): void {
  const meta = takeMeta(file, metas);
  const declared =
    extensionOf(file.path) === 'apex' ? { kind: 'anonymous' as const } : apexDeclaration(file.code);
  if (declared.kind === 'anonymous') {
    placement.put(`scripts/apex/${stemOf(file.path)}.apex`, file.code, file, false);
    if (meta) placement.setAside(meta, 'anonymous Apex is run, not deployed');
    return;
  }
  const extension = declared.kind === 'trigger' ? 'trigger' : 'cls';
  const kind = CODE_TYPES[extension]!;
  const path = `${kind.folder}/${declared.name}.${extension}`;
  placement.put(path, file.code, file);
  if (meta && extensionOf(meta.path) === `${extension}-meta.xml`)
    placement.put(`${path}-meta.xml`, meta.code, meta);
  else if (meta)
    placement.setAside(meta, `its code is ${kind.type === 'ApexClass' ? 'a class' : 'a trigger'}`);
  placement.generate(`${path}-meta.xml`, kind.meta(declared.name!, placement.apiVersion));
}

/** Visualforce: a page or a component — or an email template, whatever the file is named. */
function placeVisualforce(file: SourceFile, metas: SourceFile[], placement: Placement, label: string): void {
  const meta = takeMeta(file, metas);
  const name = stemOf(file.path);
  if (isEmailTemplate(file.code)) {
    const parts = file.path.split('/');
    const emailAt = parts.indexOf('email');
    const folder = emailAt >= 0 && emailAt < parts.length - 2 ? parts[emailAt + 1]! : 'unfiled$public';
    const path = `email/${folder}/${name}.email`;
    placement.put(path, file.code, file);
    if (meta && extensionOf(meta.path) === 'email-meta.xml')
      placement.put(`${path}-meta.xml`, meta.code, meta);
    else if (meta) placement.setAside(meta, 'its code is a Visualforce email template, not a page');
    placement.generate(`${path}-meta.xml`, emailTemplateMeta(name, file.code, placement.apiVersion));
    if (folder !== 'unfiled$public') {
      const folderMeta = metas.find((other) => baseName(other.path) === `${folder}.emailFolder-meta.xml`);
      if (folderMeta) {
        metas.splice(metas.indexOf(folderMeta), 1);
        placement.put(`email/${folder}.emailFolder-meta.xml`, folderMeta.code, folderMeta);
      }
      placement.generate(`email/${folder}.emailFolder-meta.xml`, emailFolderMeta(folder));
    }
    return;
  }
  const extension = extensionOf(file.path) === 'component' ? 'component' : 'page';
  const kind = CODE_TYPES[extension]!;
  const path = `${kind.folder}/${name}.${extension}`;
  placement.put(path, file.code, file);
  if (meta) placement.put(`${path}-meta.xml`, meta.code, meta);
  placement.generate(`${path}-meta.xml`, kind.meta(label || name, placement.apiVersion));
}

/** The custom object a part of an object belongs to, from its path or the snippet's one object. */
function objectOf(meta: SourceFile, childFolder: string, objects: string[]): string | undefined {
  const parts = meta.path.split('/');
  const objectsAt = parts.indexOf('objects');
  if (objectsAt >= 0 && objectsAt < parts.length - 2) return parts[objectsAt + 1];
  const childAt = parts.indexOf(childFolder);
  if (childAt > 0) return parts[childAt - 1];
  const parent = parts[parts.length - 2];
  if (parent && parent !== childFolder && !TYPE_FOLDERS.has(parent)) return parent;
  return objects.length === 1 ? objects[0] : undefined;
}

/** A -meta.xml that is a component by itself: a message channel, a custom object or field, a flow… */
function placeXml(meta: SourceFile, placement: Placement, objects: string[]): void {
  const [, name, suffix] = META.exec(baseName(meta.path)) ?? [];
  const xmlType = XML_TYPES[suffix ?? ''];
  if (xmlType) {
    placement.put(`${xmlType.folder}/${baseName(meta.path)}`, meta.code, meta);
    return;
  }
  if (suffix === 'object') {
    placement.put(`objects/${name}/${baseName(meta.path)}`, meta.code, meta);
    return;
  }
  if (suffix === 'emailFolder') {
    placement.put(`email/${baseName(meta.path)}`, meta.code, meta);
    return;
  }
  const child = OBJECT_CHILD_TYPES[suffix ?? ''];
  if (child) {
    const object = objectOf(meta, child.folder, objects);
    if (object) placement.put(`objects/${object}/${child.folder}/${baseName(meta.path)}`, meta.code, meta);
    else placement.setAside(meta, 'no folder or object of the snippet says which object it belongs to');
    return;
  }
  if (suffix && ['cls', 'trigger', 'page', 'component', 'email', 'resource'].includes(suffix))
    placement.setAside(meta, `the .${suffix} file it describes is not in the snippet`);
  else placement.setAside(meta, 'it is of no metadata type the download knows');
}

export interface PlaceOptions extends LayoutOptions {
  /** The label of a page, component or Aura bundle whose -meta.xml is generated (the snippet's title). */
  label?: string;
}

/** Places a CRM snippet's files; see the module's comment. */
export function placeSourceFiles(
  named: readonly { name: string; code: string }[],
  options: PlaceOptions = {},
): Placement {
  const placement = new Placement(options);
  const label = named.length === 1 ? (options.label ?? '') : '';
  const files: SourceFile[] = named.map((file) => ({ ...file, path: metadataPath(file.name) }));
  const names = new Set(files.map((file) => baseName(file.path)));
  const hasContent = (meta: SourceFile) => names.has(baseName(meta.path).replace(/-meta\.xml$/, ''));
  // `X.app-meta.xml` is an Aura application's with `X.app` beside it, a Lightning app (CustomApplication) without;
  // `X.resource-meta.xml` goes with its `.resource` file when there is one, with its JavaScript or CSS otherwise.
  const bundleFiles = files.filter(
    (file) =>
      isBundleFile(file) &&
      !(extensionOf(file.path) === 'app-meta.xml' && !hasContent(file)) &&
      !(extensionOf(file.path) === 'resource-meta.xml' && hasContent(file)),
  );
  const metas = files.filter((file) => !bundleFiles.includes(file) && META.test(baseName(file.path)));
  const others = files.filter((file) => !bundleFiles.includes(file) && !metas.includes(file));
  for (const file of others) {
    const extension = extensionOf(file.path);
    if (extension === 'cls' || extension === 'trigger' || extension === 'apex')
      placeApex(file, metas, placement);
    else if (extension === 'page' || extension === 'component' || extension === 'email')
      placeVisualforce(file, metas, placement, label);
    else if (extension === 'resource') {
      const meta = takeMeta(file, metas);
      const path = `staticresources/${stemOf(file.path)}.resource`;
      placement.put(path, file.code, file);
      if (meta) placement.put(`${path}-meta.xml`, meta.code, meta);
      placement.generate(`${path}-meta.xml`, staticResourceMeta('txt'));
    } else if (baseName(file.path) === 'package.xml')
      placement.put('manifest/package.xml', file.code, file, false);
    else
      placement.put(
        `${SCRIPT_FOLDERS[extension] ?? 'scripts/other'}/${baseName(file.path)}`,
        file.code,
        file,
        false,
      );
  }
  placeBundles(bundleFiles, placement, label);
  const objects = [
    ...new Set(
      metas.flatMap((meta) => {
        const object = /^(.+)\.object-meta\.xml$/.exec(baseName(meta.path))?.[1];
        const inObjects = /(?:^|\/)objects\/([^/]+)\//.exec(meta.path)?.[1];
        return [object, inObjects].filter((name): name is string => Boolean(name));
      }),
    ),
  ];
  for (const meta of metas) placeXml(meta, placement, objects);
  return placement;
}
