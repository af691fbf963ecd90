import { describe, expect, it } from 'vitest';
import { archiveSnippetOf, placeSnippet, projectTree, type SnippetSource } from './index.js';

const source = (overrides: Partial<SnippetSource> = {}): SnippetSource => ({
  slug: 'account-greeter',
  title: 'Account greeter',
  description: 'Says hello.',
  platform: 'crm',
  codeLanguage: 'apex',
  category: 'apex',
  code: 'public class Greeter {}\n',
  files: [{ name: 'account-greeter.cls', language: 'apex', code: 'public class Greeter {}\n' }],
  ...overrides,
});

describe('a project of its own: package folder and API version as inputs', () => {
  it('places components under the package folder with -meta.xml at the API version', () => {
    const snippet = archiveSnippetOf(source(), 'ada', 'https://example.com/snippets/account-greeter');
    const placement = placeSnippet(snippet, { packageFolder: 'src/main/default', apiVersion: '58.0' });
    expect(placement.files.map((file) => file.path)).toEqual([
      'src/main/default/classes/Greeter.cls',
      'src/main/default/classes/Greeter.cls-meta.xml',
    ]);
    expect(placement.files[1]!.content).toContain('<apiVersion>58.0</apiVersion>');
  });

  it('keeps scripts at the project root, where the Salesforce CLI runs them from', () => {
    const snippet = archiveSnippetOf(
      source({ files: [{ name: 'cleanup.apex', language: 'apex', code: 'delete [SELECT Id FROM Lead];' }] }),
      'ada',
      '',
    );
    const placement = placeSnippet(snippet, { packageFolder: 'src/main/default' });
    expect(placement.files.map((file) => file.path)).toEqual(['scripts/apex/cleanup.apex']);
  });

  it('gives the zip the same files as before by default', () => {
    const snippet = archiveSnippetOf(source(), 'ada', 'https://example.com/snippets/account-greeter');
    const paths = projectTree(snippet).map((file) => file.path);
    expect(paths).toContain('force-app/main/default/classes/Greeter.cls');
  });
});

describe('archiveSnippetOf', () => {
  it('takes the one file the API named after the slug as unnamed, placed by its code', () => {
    expect(archiveSnippetOf(source(), 'ada', '').files).toBeUndefined();
  });

  it('keeps the names a member gave', () => {
    const files = [
      { name: 'Greeter.cls', language: 'apex', code: 'public class Greeter {}' },
      { name: 'GreeterTest.cls', language: 'apex', code: '@IsTest class GreeterTest {}' },
    ];
    expect(archiveSnippetOf(source({ files }), 'ada', '').files).toEqual(files);
  });
});
