import { describe, expect, it } from 'vitest';
import { COMMANDS } from '../index.js';
import { listOf } from './flags.js';

describe('list flags', () => {
  // The Salesforce CLI's preparse hook warns "The input format for array arguments has changed" on every run of a
  // command that declares one, as soon as a comma appears anywhere on the line (a title too).
  it('declares none with a comma delimiter, which sf warns about', () => {
    const delimited = Object.entries(COMMANDS).flatMap(([id, command]) =>
      Object.entries(command.flags ?? {})
        .filter(([, flag]) => flag.type === 'option' && flag.delimiter !== undefined)
        .map(([name]) => `${id} --${name}`),
    );
    expect(delimited).toEqual([]);
  });

  it('takes the flag repeated, separated by commas, or both', () => {
    expect(listOf(['apex,accounts'])).toEqual(['apex', 'accounts']);
    expect(listOf(['apex', 'accounts'])).toEqual(['apex', 'accounts']);
    expect(listOf([' apex , accounts,', 'lwc'])).toEqual(['apex', 'accounts', 'lwc']);
    expect(listOf(undefined)).toBeUndefined();
  });
});
