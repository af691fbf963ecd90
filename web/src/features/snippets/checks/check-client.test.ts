import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CheckAnswer, WorkerAnswer, WorkerRequest } from './check-protocol';

/** Stands in for the module worker: keeps what it was sent, answers when the test says. */
class FakeWorker {
  static started: FakeWorker[] = [];
  sent: WorkerRequest[] = [];
  private listeners: Record<string, ((event: { data?: WorkerAnswer }) => void)[]> = {};
  constructor(
    readonly url: URL | string,
    readonly options?: WorkerOptions,
  ) {
    FakeWorker.started.push(this);
  }
  addEventListener(type: string, listener: (event: { data?: WorkerAnswer }) => void) {
    (this.listeners[type] ??= []).push(listener);
  }
  postMessage(request: WorkerRequest) {
    this.sent.push(request);
  }
  terminate() {}
  answer(data: WorkerAnswer) {
    for (const listener of this.listeners.message ?? []) listener({ data });
  }
  fail() {
    for (const listener of this.listeners.error ?? []) listener({});
  }
}

const checked = (id: number, ms = 3): CheckAnswer => ({ id, findings: [], companyIdentifiers: [], ms });

/** A fresh client (its worker is started once per page) over a fresh fake. */
async function client() {
  vi.resetModules();
  vi.stubGlobal('Worker', FakeWorker);
  return import('./check-client');
}

const worker = () => FakeWorker.started.at(-1)!;

beforeEach(() => {
  FakeWorker.started = [];
});

describe('check client', () => {
  it('starts one module worker, on the first check', async () => {
    const { checkCode } = await client();
    expect(FakeWorker.started).toHaveLength(0);
    const first = checkCode({ language: 'ssjs', code: 'var a;' }, 'editor');
    const second = checkCode({ language: 'ssjs', code: 'var b;' }, 'file:1');
    expect(FakeWorker.started).toHaveLength(1);
    expect(worker().options).toMatchObject({ type: 'module' });
    expect(String(worker().url)).toContain('checks.worker');
    expect(worker().sent.map(({ id, ...rest }) => [typeof id, rest])).toEqual([
      ['number', { language: 'ssjs', code: 'var a;' }],
      ['number', { language: 'ssjs', code: 'var b;' }],
    ]);
    const [a, b] = worker().sent;
    // Answers come back in any order: each goes to its request.
    worker().answer(checked(b!.id, 2));
    worker().answer(checked(a!.id, 1));
    await expect(first).resolves.toMatchObject({ ms: 1 });
    await expect(second).resolves.toMatchObject({ ms: 2 });
  });

  it('drops the answer to a request that a newer one on its channel replaced', async () => {
    const { checkCode } = await client();
    const older = checkCode({ language: 'ssjs', code: 'let' }, 'editor');
    const newer = checkCode({ language: 'ssjs', code: 'let x' }, 'editor');
    const [first, second] = worker().sent;
    worker().answer(checked(first!.id, 1));
    worker().answer(checked(second!.id, 2));
    await expect(older).resolves.toBeNull();
    await expect(newer).resolves.toMatchObject({ ms: 2 });
  });

  it('asks once about a text that the editor and the form both check', async () => {
    const { checkCode } = await client();
    const editor = checkCode({ language: 'ssjs', code: 'var a;' }, 'editor');
    const form = checkCode({ language: 'ssjs', code: 'var a;' }, 'file:0');
    expect(worker().sent).toHaveLength(1);
    worker().answer(checked(worker().sent[0]!.id));
    await expect(editor).resolves.toMatchObject({ ms: 3 });
    await expect(form).resolves.toMatchObject({ ms: 3 });
    // The same text in another language is another check.
    void checkCode({ language: 'html', code: 'var a;' }, 'file:0');
    expect(worker().sent).toHaveLength(2);
  });

  it("sends an Apex file's name, and asks again when it turns a class into a trigger", async () => {
    const { checkCode } = await client();
    void checkCode({ name: 'A.cls', language: 'apex', code: 'x' }, 'file:0');
    void checkCode({ name: 'B.cls', language: 'apex', code: 'x' }, 'file:1');
    expect(worker().sent.map(({ id: _id, ...rest }) => rest)).toEqual([
      { name: 'A.cls', language: 'apex', code: 'x' },
    ]);
    void checkCode({ name: 'A.trigger', language: 'apex', code: 'x' }, 'file:0');
    expect(worker().sent).toHaveLength(2);
  });

  it('resolves to null when a check fails, when the worker cannot start, and without workers', async () => {
    const { checkCode } = await client();
    const failing = checkCode({ language: 'ssjs', code: 'x' }, 'editor');
    worker().answer({ id: worker().sent[0]!.id, error: 'boom' });
    await expect(failing).resolves.toBeNull();

    const unloaded = checkCode({ language: 'ssjs', code: 'y' }, 'editor');
    worker().fail();
    await expect(unloaded).resolves.toBeNull();
    await expect(checkCode({ language: 'ssjs', code: 'z' }, 'editor')).resolves.toBeNull();
    expect(FakeWorker.started).toHaveLength(1);

    vi.resetModules();
    vi.stubGlobal('Worker', undefined);
    const withoutWorkers = await import('./check-client');
    await expect(withoutWorkers.checkCode({ language: 'ssjs', code: 'x' }, 'editor')).resolves.toBeNull();
  });

  it('asks the worker to replace company identifiers', async () => {
    const { replaceCompanyIdentifiersIn } = await client();
    const replaced = replaceCompanyIdentifiersIn('var mid = 514009341;');
    const request = worker().sent[0]!;
    expect(request).toMatchObject({ replace: 'company-identifiers', code: 'var mid = 514009341;' });
    worker().answer({ id: request.id, code: 'var mid = YOUR_MID;' });
    await expect(replaced).resolves.toBe('var mid = YOUR_MID;');
  });
});
