import { SNIPPET_TEMPLATES } from '@cloud-snippets/contract';
import { describe, expect, it } from 'vitest';
import { MEMBER_LAYOUTS } from '../../../test/member-layouts.js';
import { openProject } from '../../../test/salesforce-dx.js';
import { projectTree } from '@cloud-snippets/contract/project-layout';

const download = (files: { name: string; code: string }[]) =>
  projectTree({
    slug: 'member-layout',
    title: 'Member layout',
    description: 'A layout a member wrote.',
    platform: 'crm',
    codeLanguage: 'apex',
    code: files[0]!.code,
    author: 'member',
    url: 'https://snippets.example.com/snippets/member-layout',
    files: files.map((file) => ({ ...file, language: '' })),
  });

describe('layouts members write, opened with Salesforce’s own libraries', () => {
  it(`has at least 30 layouts`, () => {
    expect(MEMBER_LAYOUTS.length).toBeGreaterThanOrEqual(30);
  });

  it.each(MEMBER_LAYOUTS)('$name', async (layout) => {
    const files = download(layout.files);
    const project = await openProject(files);
    expect(project).toMatchObject({ ok: true, components: layout.components, unclaimed: [] });
    if (!project.ok) return;
    const types: Record<string, string[]> = {};
    for (const component of [...layout.components, ...(layout.children ?? [])]) {
      const [type, name] = component.split(/:(.*)/s) as [string, string];
      // package.xml lists a folder of email templates with its templates.
      (types[type === 'EmailFolder' ? 'EmailTemplate' : type] ??= []).push(name);
    }
    expect(project.packageTypes).toEqual(types);
    const paths = files.map((file) => file.path);
    expect(paths).toEqual(expect.arrayContaining(layout.paths ?? []));
    // What is set aside from the deploy is what the layout expects to be, nothing more.
    const setAside = paths.filter((path) => path.startsWith('not-deployed/'));
    expect(layout.paths ?? []).toEqual(expect.arrayContaining(setAside));
    // Nothing dropped: every file of the member is in the download, under its name or another.
    const contents = files.map((file) => file.content);
    for (const file of layout.files) expect(contents).toContain(file.code);
    expect(new Set(paths).size).toBe(paths.length);
    const readme = files.find((file) => file.path === 'README.md')!.content;
    for (const component of layout.components)
      expect(readme).toContain(`- ${component.replace(':', ': ')}\n`);
  });
});

describe('the editor’s CRM templates, downloaded and opened with Salesforce’s own libraries', () => {
  const expected: Record<string, string[]> = {
    'apex-class-with-test': ['ApexClass:OrderSummary', 'ApexClass:OrderSummaryTest'],
    'lwc-bundle': ['LightningComponentBundle:orderSummary'],
    'aura-bundle': ['AuraDefinitionBundle:orderSummary'],
    'visualforce-page-with-controller': ['ApexClass:OrderSummaryController', 'ApexPage:OrderSummaryPage'],
  };
  it.each(SNIPPET_TEMPLATES.filter((template) => template.platform === 'crm'))('$id', async (template) => {
    const project = await openProject(download(template.files('Order summary')));
    expect(project).toEqual({
      ok: true,
      components: expected[template.id],
      packageTypes: expect.any(Object),
      unclaimed: [],
    });
  });
});
