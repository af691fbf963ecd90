/**
 * The code checks as the author types (decision 046): the same code the server runs on save, in a module
 * worker of its own so that acorn and secretlint load only with the editor and never block typing. Answers each
 * request with its id; check-client.ts matches answers to requests.
 */
import {
  checkFile,
  findCompanyIdentifiers,
  replaceCompanyIdentifiers,
  scanSecrets,
} from '@cloud-snippets/checks';
import type { CheckRequest, CodeFinding, WorkerAnswer, WorkerRequest } from './check-protocol';

/** The worker's global scope, as much of it as this module uses (web's types are the DOM's, not a worker's). */
const scope = globalThis as unknown as {
  addEventListener(type: 'message', listener: (event: MessageEvent<WorkerRequest>) => void): void;
  postMessage(answer: WorkerAnswer): void;
};

const byPosition = (a: CodeFinding, b: CodeFinding) => a.line - b.line || a.column - b.column;

async function check({ id, name, language, code }: CheckRequest): Promise<WorkerAnswer> {
  const started = performance.now();
  const { findings } = checkFile({ name, language, code });
  const secrets = await scanSecrets(code);
  const companyIdentifiers = findCompanyIdentifiers(code);
  return {
    id,
    findings: [...findings, ...secrets].sort(byPosition),
    companyIdentifiers,
    ms: performance.now() - started,
  };
}

async function answer(request: WorkerRequest): Promise<WorkerAnswer> {
  if ('replace' in request) return { id: request.id, code: replaceCompanyIdentifiers(request.code) };
  return check(request);
}

scope.addEventListener('message', ({ data: request }) => {
  answer(request).then(
    (reply) => scope.postMessage(reply),
    (error: unknown) =>
      scope.postMessage({ id: request.id, error: error instanceof Error ? error.message : String(error) }),
  );
});
