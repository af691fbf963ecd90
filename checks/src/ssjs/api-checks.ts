/**
 * The API findings of a whole file, from the scans of its script blocks: ES5+ methods and statics, globals SSJS does
 * not have, `JSON` without the Core library, Core library objects used before `Platform.Load("core", …)`, and old
 * Core versions. The blocks of a page share one global scope, so what one block declares, defines or loads counts for
 * the blocks after it.
 */
import {
  ARRAY_METHODS,
  BIND_FIX,
  DATE_METHODS,
  MISSING_GLOBALS,
  STATIC_METHODS,
  STATIC_OWNERS,
  STRING_METHODS,
  STRING_ONLY_IN_ES3,
} from './builtins.js';
import type { Hit } from './collector.js';
import {
  compareVersions,
  CORE_FUNCTIONS,
  CORE_OBJECTS,
  type CoreLoad,
  loadsCore,
  OLDEST_QUIET_CORE_VERSION,
  RECOMMENDED_CORE_VERSION,
} from './core-library.js';
import type { GlobalUse, MethodCall, Scan } from './scan.js';
import { fillFix } from './source-text.js';

/** What the file's blocks declare and load, together. */
export interface FileContext {
  declared: Set<string>;
  definedMethods: Set<string>;
  definedStatics: Set<string>;
  /** Core loads (and loads of a library not written as a literal), in file order. */
  coreLoads: CoreLoad[];
}

export function fileContext(scans: readonly Scan[], patternLoads: readonly CoreLoad[] = []): FileContext {
  const context: FileContext = {
    declared: new Set(),
    definedMethods: new Set(),
    definedStatics: new Set(),
    coreLoads: [],
  };
  for (const scan of scans) {
    for (const name of scan.declared) context.declared.add(name);
    for (const name of scan.definedMethods) context.definedMethods.add(name);
    for (const name of scan.definedStatics) context.definedStatics.add(name);
    context.coreLoads.push(...scan.loads.filter(loadsCore));
  }
  context.coreLoads.push(...patternLoads.filter(loadsCore));
  context.coreLoads.sort((a, b) => a.start - b.start);
  return context;
}

/** Whether a use is a Core library object or function. */
export const isCoreUse = (use: GlobalUse, context: FileContext): boolean =>
  !context.declared.has(use.name) &&
  !use.inTypeof &&
  ((CORE_OBJECTS.has(use.name) && (use.shape === 'member' || use.shape === 'member-call')) ||
    (CORE_FUNCTIONS.has(use.name) && use.shape === 'call'));

/** Whether the Core library is loaded where `use` runs: before it, or anywhere when it sits in a function. */
const coreLoadedFor = (use: GlobalUse, context: FileContext): boolean =>
  context.coreLoads.some((load) => load.start < use.start) ||
  (use.inFunction && context.coreLoads.length > 0);

const qualified = (use: GlobalUse): string =>
  use.member === undefined ? use.name : `${use.name}.${use.member}`;

export function apiHits(
  scans: readonly Scan[],
  context: FileContext,
  lineOf: (offset: number) => number,
): Hit[] {
  const hits: Hit[] = [];
  for (const scan of scans) {
    for (const call of scan.methods) methodHit(call, context, hits);
  }
  const globals = scans.flatMap((scan) => scan.globals).sort((a, b) => a.start - b.start);
  const coreReported = new Set<string>();
  for (const use of globals) {
    if (context.declared.has(use.name) || use.inTypeof) continue;
    if (isCoreUse(use, context)) {
      const name = qualified(use);
      if (!coreLoadedFor(use, context) && !coreReported.has(name)) {
        coreReported.add(name);
        hits.push(coreHit(use, name, context, lineOf));
      }
    } else {
      globalHit(use, context, hits);
    }
  }
  for (const load of context.coreLoads) {
    if (load.version !== undefined && compareVersions(load.version, OLDEST_QUIET_CORE_VERSION) < 0) {
      hits.push({
        rule: 'ssjs/old-core-version',
        start: load.start,
        end: load.end,
        message: `loads Core library version \`${load.version}\`, older than ${OLDEST_QUIET_CORE_VERSION}`,
        fix: `Platform.Load("core", "${RECOMMENDED_CORE_VERSION}");`,
      });
    }
  }
  return hits;
}

function methodHit(call: MethodCall, context: FileContext, hits: Hit[]): void {
  if (context.definedMethods.has(call.name)) return;
  const { name, start, end } = call;
  const fill = (template: string): string => fillFix(template, call.receiver, call.firstArgument);
  const arrayFix = ARRAY_METHODS.get(name);
  const stringOnly = STRING_ONLY_IN_ES3.get(name);
  const stringFix = STRING_METHODS.get(name);
  const dateFix = DATE_METHODS.get(name);
  if (arrayFix !== undefined) {
    hits.push({
      rule: 'ssjs/array-method',
      start,
      end,
      message: `calls \`.${name}()\`, an array method SSJS does not have`,
      fix: fill(arrayFix),
    });
  } else if (stringOnly !== undefined) {
    if (call.receiverType === 'array') {
      hits.push({
        rule: 'ssjs/array-method',
        start,
        end,
        message: `calls \`.${name}()\` on an array, which SSJS has on strings only`,
        fix: fill(stringOnly),
      });
    } else if (call.receiverType === 'unknown') {
      hits.push({
        rule: 'ssjs/maybe-array-method',
        start,
        end,
        message: `calls \`.${name}()\` on a value that may be an array: SSJS has it on strings only, so it fails on an array`,
        fix: `if it is an array, ${fill(stringOnly)}`,
      });
    }
  } else if (stringFix !== undefined) {
    hits.push({
      rule: 'ssjs/string-method',
      start,
      end,
      message:
        name === 'includes'
          ? 'calls `.includes()`, which SSJS has on neither strings nor arrays'
          : `calls \`.${name}()\`, a string method SSJS does not have`,
      fix: fill(stringFix),
    });
  } else if (dateFix !== undefined) {
    hits.push({
      rule: 'ssjs/date-method',
      start,
      end,
      message: `calls \`.${name}()\`, a date method SSJS does not have`,
      fix: fill(dateFix),
    });
  } else if (name === 'bind') {
    hits.push({
      rule: 'ssjs/bind',
      start,
      end,
      message: 'calls `.bind()`, which SSJS functions do not have',
      fix: fill(BIND_FIX),
    });
  }
}

function globalHit(use: GlobalUse, context: FileContext, hits: Hit[]): void {
  const { name, start, end } = use;
  if (STATIC_OWNERS.has(name)) {
    const qualifiedName = qualified(use);
    const fix = STATIC_METHODS.get(qualifiedName);
    if (use.shape === 'member-call' && fix !== undefined && !context.definedStatics.has(qualifiedName)) {
      hits.push({
        rule: 'ssjs/static-method',
        start,
        end,
        message: `calls \`${qualifiedName}\`, which SSJS does not have`,
        fix: fillFix(fix, undefined, use.firstArgument),
      });
    }
    return;
  }
  if (name === 'JSON') {
    if ((use.member === 'parse' || use.member === 'stringify') && !coreLoadedFor(use, context)) {
      hits.push({
        rule: 'ssjs/json',
        start,
        end,
        message: `calls \`JSON.${use.member}\` with no \`Platform.Load("core", …)\` before it, so \`JSON\` is undefined`,
        fix:
          use.member === 'parse'
            ? `Platform.Function.ParseJSON(${use.firstArgument ?? 'text'}), or Platform.Load("core", "${RECOMMENDED_CORE_VERSION}") first`
            : `Platform.Function.Stringify(${use.firstArgument ?? 'value'}), or Platform.Load("core", "${RECOMMENDED_CORE_VERSION}") first`,
      });
    }
    return;
  }
  const missing = MISSING_GLOBALS.get(name);
  if (missing === undefined) return;
  const article = /^[AEIOU]/i.test(name) ? 'an' : 'a';
  const verb =
    use.shape === 'call'
      ? `calls \`${name}\``
      : use.shape === 'new'
        ? `creates ${article} \`${name}\``
        : use.shape === 'member-call'
          ? `calls \`${qualified(use)}\``
          : `uses \`${qualified(use)}\``;
  hits.push({
    rule: missing.rule,
    start,
    end,
    message: `${verb}, which SSJS does not have`,
    fix: missing.fix,
  });
}

function coreHit(
  use: GlobalUse,
  name: string,
  context: FileContext,
  lineOf: (offset: number) => number,
): Hit {
  const load = `Platform.Load("core", "${RECOMMENDED_CORE_VERSION}")`;
  const later = context.coreLoads[0];
  return later === undefined
    ? {
        rule: 'ssjs/core-not-loaded',
        start: use.start,
        end: use.end,
        message: `uses \`${name}\`, a Core library function, without \`${load}\``,
        fix: `${load}; as the first line of the first script block`,
      }
    : {
        rule: 'ssjs/core-not-loaded',
        start: use.start,
        end: use.end,
        message: `uses \`${name}\`, a Core library function, before \`Platform.Load("core", …)\` on line ${lineOf(later.start)}`,
        fix: `move Platform.Load("core", …) above this line, to the top of the first script block`,
      };
}
