import { describe, expect, it } from 'vitest';
import { releasedBy } from '@cloud-snippets/contract';
import { buildSnippetDetail, buildVerification } from '../../../../test/factories';
import { contextOfBody, contextValuesOf, runsInKeptFor } from './context-values';

const [current, previous, older] = releasedBy();

describe('the edit form’s context of a snippet', () => {
  it('is what its author stated', () => {
    const snippet = buildSnippetDetail({
      runsIn: ['cloudpage', 'script-activity'],
      effects: ['writes'],
      prerequisites: [{ kind: 'data-extension', name: 'Leads', details: 'Email (PK)' }],
    });
    expect(contextValuesOf(snippet)).toEqual({
      runsIn: ['cloudpage', 'script-activity'],
      effects: ['writes'],
      prerequisites: [{ kind: 'data-extension', name: 'Leads', details: 'Email (PK)' }],
      verifiedOn: '',
    });
  });

  it('starts at the newest release its author confirmed, and at none when they confirmed none', () => {
    const confirmed = (ids: string[]) =>
      buildSnippetDetail({
        verification: buildVerification({ mine: { confirmed: ids, outdatedReason: null } }),
      });
    expect(contextValuesOf(confirmed([older!.id, previous!.id])).verifiedOn).toBe(previous!.id);
    expect(contextValuesOf(confirmed([current!.id, older!.id])).verifiedOn).toBe(current!.id);
    expect(contextValuesOf(confirmed([])).verifiedOn).toBe('');
  });

  it('leaves the lists unsent for a snippet read from a server without them', () => {
    expect(contextValuesOf({})).toEqual({ verifiedOn: '' });
  });
});

describe('the body’s context', () => {
  const none = { runsIn: [], effects: [], prerequisites: [] };

  it('of a new snippet: only what was stated', () => {
    expect(contextOfBody(none, false)).toEqual({});
    expect(contextOfBody({ ...none, effects: ['reads'], verifiedOn: current!.id }, false)).toEqual({
      effects: ['reads'],
      verifiedOn: current!.id,
    });
  });

  it('of an edit: every list, empty ones too', () => {
    expect(contextOfBody(none, true)).toEqual(none);
  });
});

it('keeps the places a platform runs, and all of them while none is chosen', () => {
  expect(runsInKeptFor('crm', ['email', 'external-client', 'apex-trigger'])).toEqual([
    'external-client',
    'apex-trigger',
  ]);
  expect(runsInKeptFor('', ['email'])).toEqual(['email']);
});
