/**
 * The editor's side of the checks' worker (checks.worker.ts): started on the first check, once per page; each answer
 * is matched to its request by id. A caller names a channel (one editor, one file of the form): an answer that
 * arrives after a newer request on the same channel is stale and dropped (the promise resolves to null).
 * The editor and the form ask about the same text at about the same time, so answers are shared by text.
 */
import type { CheckAnswer, WorkerAnswer, WorkerRequest } from './check-protocol';

/** What the checks found in a file, and how long they took in the worker (ms). */
export type CheckResult = Omit<CheckAnswer, 'id'>;

export interface CheckedCode {
  name?: string;
  language: string;
  code: string;
}

type Settle = { resolve: (answer: WorkerAnswer) => void; reject: (error: Error) => void };
type Unsent<T> = T extends unknown ? Omit<T, 'id'> : never;

/** Answers kept by text: the editor's linter and the form's list ask for the same one. */
const RECENT_RESULTS = 8;

/** undefined: not started yet; null: no worker here (jsdom, a failed load): nothing is marked, the server checks. */
let worker: Worker | null | undefined;
let nextId = 1;
let nextTicket = 1;
const waiting = new Map<number, Settle>();
const latestOfChannel = new Map<string, number>();
const recent = new Map<string, Promise<CheckResult>>();

function failAll(reason: string) {
  for (const { reject } of waiting.values()) reject(new Error(reason));
  waiting.clear();
}

function startedWorker(): Worker | null {
  if (worker !== undefined) return worker;
  if (typeof Worker === 'undefined') return (worker = null);
  const started = new Worker(new URL('./checks.worker.ts', import.meta.url), {
    type: 'module',
    name: 'code-checks',
  });
  started.addEventListener('message', ({ data }: MessageEvent<WorkerAnswer>) => {
    const settle = waiting.get(data.id);
    waiting.delete(data.id);
    if (!settle) return;
    if ('error' in data) settle.reject(new Error(data.error));
    else settle.resolve(data);
  });
  // The script did not load (offline, blocked): stop asking; the server checks on save.
  started.addEventListener('error', () => {
    worker = null;
    started.terminate();
    recent.clear();
    failAll('The code checks could not start');
  });
  return (worker = started);
}

function ask(request: Unsent<WorkerRequest>): Promise<WorkerAnswer> {
  const target = startedWorker();
  if (!target) return Promise.reject(new Error('No web worker'));
  const id = nextId++;
  return new Promise((resolve, reject) => {
    waiting.set(id, { resolve, reject });
    target.postMessage({ ...request, id } as WorkerRequest);
  });
}

function resultOf({ name = '', language, code }: CheckedCode): Promise<CheckResult> {
  // The name counts only where it changes the checks: an Apex class from a trigger.
  const apexKind = language === 'apex' ? (/\.(cls|trigger)$/i.exec(name)?.[1]?.toLowerCase() ?? '') : '';
  const key = `${language}\n${apexKind}\n${code}`;
  const known = recent.get(key);
  if (known) {
    // Most recently used last: the first key is the one to forget.
    recent.delete(key);
    recent.set(key, known);
    return known;
  }
  const result = ask(name ? { name, language, code } : { language, code }).then((answer) => {
    const { id: _id, ...checked } = answer as CheckAnswer;
    return checked;
  });
  recent.set(key, result);
  result.catch(() => recent.delete(key));
  if (recent.size > RECENT_RESULTS) recent.delete(recent.keys().next().value!);
  return result;
}

/**
 * The findings of one file, or null when a newer request on `channel` was made before this one's answer came, or
 * when the checks cannot run here.
 */
export async function checkCode(file: CheckedCode, channel: string): Promise<CheckResult | null> {
  const ticket = nextTicket++;
  latestOfChannel.set(channel, ticket);
  try {
    const result = await resultOf(file);
    return latestOfChannel.get(channel) === ticket ? result : null;
  } catch {
    return null;
  }
}

/** The text with YOUR_SUBDOMAIN and YOUR_MID in place of its tenant subdomains and MIDs (by the checks' rules). */
export async function replaceCompanyIdentifiersIn(code: string): Promise<string> {
  const answer = await ask({ replace: 'company-identifiers', code });
  return (answer as { code: string }).code;
}
