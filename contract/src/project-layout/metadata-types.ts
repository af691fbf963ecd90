/**
 * The Salesforce metadata types a download knows by their file suffix: the folder of `force-app/main/default` the
 * CLI looks in, the type's name (as package.xml lists it) and, for a type whose files are code, the -meta.xml written
 * when the snippet brings none. The registry of `@salesforce/source-deploy-retrieve` is the reference; its CI test
 * opens every download with it.
 */

export const xmlText = (text: string) =>
  text.replace(
    /[&<>"]/g,
    (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[character]!,
  );

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const xmlUnescaped = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|apos);/g, (_, entity: string) => ENTITIES[entity]!);

/** A -meta.xml as Salesforce's tools write it: four-space indents, the API version first, a final newline. */
export function metaXml(type: string, lines: readonly string[], apiVersion: string | null): string {
  const body = [...(apiVersion ? [`<apiVersion>${apiVersion}</apiVersion>`] : []), ...lines];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<${type} xmlns="http://soap.sforce.com/2006/04/metadata">`,
    ...body.map((line) => `    ${line}`),
    `</${type}>`,
    '',
  ].join('\n');
}

export interface CodeType {
  /** The type's name in package.xml. */
  type: string;
  folder: string;
  /** The -meta.xml for a component of this name at an API version, when the snippet brings none. */
  meta: (name: string, apiVersion: string) => string;
}

/** Types whose component is a code file with its -meta.xml beside it, by the code file's extension. */
export const CODE_TYPES: Record<string, CodeType> = {
  cls: {
    type: 'ApexClass',
    folder: 'classes',
    meta: (_, apiVersion) => metaXml('ApexClass', ['<status>Active</status>'], apiVersion),
  },
  trigger: {
    type: 'ApexTrigger',
    folder: 'triggers',
    meta: (_, apiVersion) => metaXml('ApexTrigger', ['<status>Active</status>'], apiVersion),
  },
  page: {
    type: 'ApexPage',
    folder: 'pages',
    meta: (name, apiVersion) => metaXml('ApexPage', [`<label>${xmlText(name)}</label>`], apiVersion),
  },
  component: {
    type: 'ApexComponent',
    folder: 'components',
    meta: (name, apiVersion) => metaXml('ApexComponent', [`<label>${xmlText(name)}</label>`], apiVersion),
  },
};

/** A Visualforce email template's -meta.xml: its subject is read from the template's `subject` attribute. */
export function emailTemplateMeta(name: string, code: string, apiVersion: string): string {
  // The attribute's text is already XML: its entities are read back before the subject is written as XML again.
  const attribute = /<messaging:emailTemplate\b[^>]*?\bsubject\s*=\s*"([^"]*)"/i.exec(code)?.[1];
  const subject = attribute === undefined ? name : xmlUnescaped(attribute);
  return metaXml(
    'EmailTemplate',
    [
      '<available>true</available>',
      '<encodingKey>UTF-8</encodingKey>',
      `<name>${xmlText(name)}</name>`,
      '<style>none</style>',
      `<subject>${xmlText(subject)}</subject>`,
      '<type>visualforce</type>',
    ],
    apiVersion,
  );
}

/** A folder of email templates other than the built-in `unfiled$public` must exist: its own -meta.xml makes it. */
export const emailFolderMeta = (folder: string) =>
  metaXml(
    'EmailFolder',
    [
      '<accessType>Public</accessType>',
      `<name>${xmlText(folder)}</name>`,
      '<publicFolderAccess>ReadWrite</publicFolderAccess>',
    ],
    null,
  );

/** The MIME type a static resource is served with, by its file's extension. */
export const STATIC_RESOURCE_TYPES: Record<string, string> = {
  js: 'application/javascript',
  css: 'text/css',
  html: 'text/html',
  json: 'application/json',
  txt: 'text/plain',
  svg: 'image/svg+xml',
  xml: 'text/xml',
};

export const staticResourceMeta = (extension: string) =>
  metaXml(
    'StaticResource',
    [
      '<cacheControl>Public</cacheControl>',
      `<contentType>${STATIC_RESOURCE_TYPES[extension] ?? 'text/plain'}</contentType>`,
    ],
    null,
  );

export const lwcMeta = (apiVersion: string) =>
  metaXml('LightningComponentBundle', ['<isExposed>false</isExposed>'], apiVersion);
export const auraMeta = (description: string, apiVersion: string) =>
  metaXml('AuraDefinitionBundle', [`<description>${xmlText(description)}</description>`], apiVersion);

/** A component's markup files, which name an Aura bundle: the -meta.xml is the markup's. */
export const AURA_MARKUP = ['cmp', 'app', 'evt', 'intf', 'tokens'];
/** The other files of an Aura bundle, by extension. */
export const AURA_EXTENSIONS = new Set([...AURA_MARKUP, 'design', 'auradoc', 'svg', 'css', 'js']);

/** Types that are one -meta.xml file and nothing else, by the suffix before `-meta.xml`. */
export const XML_TYPES: Record<string, { type: string; folder: string }> = {
  messageChannel: { type: 'LightningMessageChannel', folder: 'messageChannels' },
  md: { type: 'CustomMetadata', folder: 'customMetadata' },
  flow: { type: 'Flow', folder: 'flows' },
  permissionset: { type: 'PermissionSet', folder: 'permissionsets' },
  permissionsetgroup: { type: 'PermissionSetGroup', folder: 'permissionsetgroups' },
  layout: { type: 'Layout', folder: 'layouts' },
  tab: { type: 'CustomTab', folder: 'tabs' },
  labels: { type: 'CustomLabels', folder: 'labels' },
  app: { type: 'CustomApplication', folder: 'applications' },
  flexipage: { type: 'FlexiPage', folder: 'flexipages' },
  globalValueSet: { type: 'GlobalValueSet', folder: 'globalValueSets' },
  quickAction: { type: 'QuickAction', folder: 'quickActions' },
  namedCredential: { type: 'NamedCredential', folder: 'namedCredentials' },
  remoteSite: { type: 'RemoteSiteSetting', folder: 'remoteSiteSettings' },
  customPermission: { type: 'CustomPermission', folder: 'customPermissions' },
  platformEventChannel: { type: 'PlatformEventChannel', folder: 'platformEventChannels' },
};

/** A custom object's parts, each in a folder of the object's own folder: `objects/Obj__c/fields/F__c.field-meta.xml`. */
export const OBJECT_CHILD_TYPES: Record<string, { type: string; folder: string }> = {
  field: { type: 'CustomField', folder: 'fields' },
  listView: { type: 'ListView', folder: 'listViews' },
  recordType: { type: 'RecordType', folder: 'recordTypes' },
  validationRule: { type: 'ValidationRule', folder: 'validationRules' },
  fieldSet: { type: 'FieldSet', folder: 'fieldSets' },
  webLink: { type: 'WebLink', folder: 'webLinks' },
  compactLayout: { type: 'CompactLayout', folder: 'compactLayouts' },
  businessProcess: { type: 'BusinessProcess', folder: 'businessProcesses' },
  index: { type: 'Index', folder: 'indexes' },
  sharingReason: { type: 'SharingReason', folder: 'sharingReasons' },
};

/** The folders of `force-app/main/default` a member's path may already name; what comes before them is dropped. */
export const TYPE_FOLDERS = new Set([
  ...Object.values(CODE_TYPES).map((kind) => kind.folder),
  ...Object.values(XML_TYPES).map((kind) => kind.folder),
  'lwc',
  'aura',
  'email',
  'staticresources',
  'objects',
]);
