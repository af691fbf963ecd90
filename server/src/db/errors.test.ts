import { DrizzleQueryError } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { classifyDatabaseError, rootCause } from './errors.js';

const withCode = (code: string, message = 'from the server') => Object.assign(new Error(message), { code });

describe('classifyDatabaseError', () => {
  it('calls connection failures and server shutdowns "unavailable"', () => {
    for (const code of [
      '08006',
      '08001',
      '57P01',
      '57P02',
      '57P03',
      '53300',
      '25P03',
      'ECONNREFUSED',
      'ENOTFOUND',
    ])
      expect(classifyDatabaseError(withCode(code)), code).toBe('unavailable');
    for (const message of [
      'Connection terminated unexpectedly',
      'Connection terminated due to connection timeout',
      'Client has encountered a connection error and is not queryable',
      'Cannot use a pool after calling end on the pool',
    ])
      expect(classifyDatabaseError(new Error(message)), message).toBe('unavailable');
  });

  it('calls statement and lock timeouts and a full pool "busy"', () => {
    expect(classifyDatabaseError(withCode('57014'))).toBe('busy');
    expect(classifyDatabaseError(withCode('55P03'))).toBe('busy');
    expect(classifyDatabaseError(new Error('timeout exceeded when trying to connect'))).toBe('busy');
  });

  it('leaves every other error alone', () => {
    for (const code of ['23505', '42601', '22P02', 'ENOENT'])
      expect(classifyDatabaseError(withCode(code)), code).toBeNull();
    expect(classifyDatabaseError(new Error('boom'))).toBeNull();
    expect(classifyDatabaseError('a string')).toBeNull();
  });

  it('looks inside Drizzle wrappers and AggregateErrors', () => {
    const wrapped = new DrizzleQueryError('select 1', [], withCode('57P01') as Error);
    expect(classifyDatabaseError(wrapped)).toBe('unavailable');
    expect(rootCause(wrapped)).toEqual({ code: '57P01', message: 'from the server' });
    expect(classifyDatabaseError(new AggregateError([new Error('x'), withCode('ECONNREFUSED')]))).toBe(
      'unavailable',
    );
  });

  it('knows a refused connection as node-postgres reports it', async () => {
    const refused = new pg.Pool({ host: '127.0.0.1', port: 9, connectionTimeoutMillis: 5000 });
    const error = await refused.query('select 1').catch((caught: unknown) => caught);
    expect(classifyDatabaseError(error)).toBe('unavailable');
    await refused.end();
  });
});
