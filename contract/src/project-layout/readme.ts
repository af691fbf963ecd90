import { CODE_TYPES, OBJECT_CHILD_TYPES, XML_TYPES } from './metadata-types.js';
import { DEFAULT_FOLDER, type PlacedFile, type Placement } from './placement.js';

/** `Type: name` of each component under the package folder, by its -meta.xml (every component has exactly one). */
export function componentsOf(files: readonly PlacedFile[], packageFolder = DEFAULT_FOLDER): string[] {
  const components: string[] = [];
  for (const { path } of files) {
    if (!path.startsWith(`${packageFolder}/`) || !path.endsWith('-meta.xml')) continue;
    const parts = path.slice(packageFolder.length + 1).split('/');
    const [, name, suffix] = /^(.+?)\.([A-Za-z]+)-meta\.xml$/.exec(parts.at(-1)!) ?? [];
    if (!name || !suffix) continue;
    const folder = parts[0];
    if (folder === 'lwc' && parts.length === 3) components.push(`LightningComponentBundle: ${name}`);
    else if (folder === 'aura' && parts.length === 3) components.push(`AuraDefinitionBundle: ${name}`);
    else if (folder === 'email' && suffix === 'email') components.push(`EmailTemplate: ${parts[1]}/${name}`);
    else if (folder === 'email' && suffix === 'emailFolder') components.push(`EmailFolder: ${name}`);
    else if (folder === 'staticresources') components.push(`StaticResource: ${name}`);
    else if (folder === 'objects' && suffix === 'object') components.push(`CustomObject: ${name}`);
    else if (folder === 'objects' && OBJECT_CHILD_TYPES[suffix])
      components.push(`${OBJECT_CHILD_TYPES[suffix].type}: ${parts[1]}.${name}`);
    else {
      const type = CODE_TYPES[suffix]?.type ?? XML_TYPES[suffix]?.type;
      if (type) components.push(`${type}: ${name}`);
    }
  }
  return components.sort();
}

/** How a file under scripts/ is run, by its folder. */
const HOW_TO_RUN: Record<string, (path: string) => string> = {
  apex: (path) => `anonymous Apex, run in the org: \`sf apex run --file ${path}\``,
  soql: (path) => `a SOQL query: \`sf data query --file ${path}\``,
  shell: (path) => `a shell script: \`sh ${path}\``,
  js: (path) => `JavaScript for Node.js, run outside Salesforce: \`node ${path}\``,
  data: () => 'data the scripts read',
  other: () => 'neither deployed nor run by the Salesforce CLI',
};

/** The README's sections for a CRM download: what it deploys and how, what its scripts are and how to run them. */
export function crmReadme(placement: Placement): string[] {
  const components = componentsOf(placement.files, placement.packageFolder);
  const deploy = components.length
    ? [
        '## Deploy',
        '',
        'This folder is a Salesforce DX project. With the Salesforce CLI, signed in to an org, one command deploys',
        'its components:',
        '',
        '```sh',
        'sf project deploy start --source-dir force-app',
        '```',
        '',
        ...components.map((component) => `- ${component}`),
      ]
    : [
        '## Deploy',
        '',
        'This folder is a Salesforce DX project with nothing to deploy: `force-app` is empty; what the files of the snippet',
        'are, and how to use them, is below.',
      ];
  const scripts = placement.files.filter((file) => file.path.startsWith('scripts/'));
  const tests = placement.files.filter((file) => file.path.includes('/__tests__/'));
  const sections = [...deploy, ''];
  if (scripts.length)
    sections.push(
      '## Scripts',
      '',
      'Files under `scripts/` are run, not deployed:',
      '',
      ...scripts.map(
        ({ path }) => `- \`${path}\`: ${(HOW_TO_RUN[path.split('/')[1]!] ?? HOW_TO_RUN.other!)(path)}`,
      ),
      '',
    );
  if (tests.length)
    sections.push(
      '## Jest tests',
      '',
      'Run with `npx sfdx-lwc-jest`; `.forceignore` leaves them out of a deploy:',
      '',
      ...tests.map(({ path }) => `- \`${path}\``),
      '',
    );
  if (placement.notes.length || placement.moved.length)
    sections.push(
      '## Placed by what they are',
      '',
      ...placement.moved.map(({ from, to }) => `- \`${from}\` is \`${to}\`.`),
      ...placement.notes.map((note) => `- ${note}`),
      '',
    );
  if (placement.generated.length)
    sections.push(
      '## Written by Cloud Snippets',
      '',
      'Not in the snippet, written so that the project deploys:',
      '',
      ...placement.generated.map((path) => `- \`${path}\``),
      '',
    );
  return sections;
}
