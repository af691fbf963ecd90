/**
 * One walk over a parsed script block (acorn-walk's fullAncestor): syntax findings go straight to the collector
 * (syntax-checks.ts); calls and globals that may be missing APIs are gathered with what the script itself defines
 * (variables, polyfilled methods like `Array.prototype.map = …`, `Platform.Load` calls), because whether they are a
 * problem depends on the whole file (api-checks.ts).
 */
import type { AnyNode, CallExpression, Expression, MemberExpression, Program, SpreadElement } from 'acorn';
import { fullAncestor } from 'acorn-walk';
import { isFunction, memberName, simple } from './ast.js';
import { MISSING_GLOBALS, STATIC_OWNERS, WATCHED_METHODS } from './builtins.js';
import { Collector } from './collector.js';
import { CORE_FUNCTIONS, CORE_OBJECTS, type CoreLoad } from './core-library.js';
import { ES3_RESERVED_WORDS } from './es3-reserved-words.js';
import { checkSyntax } from './syntax-checks.js';
import { kindOf, receiverType, type ValueKind } from './value-kinds.js';

/** How a global name is used. */
export type GlobalShape = 'call' | 'new' | 'member-call' | 'member' | 'reference';

/** A use of a global name the checks know (missing in SSJS, Core-only, a constructor with ES5 statics, JSON). */
export interface GlobalUse {
  name: string;
  /** `parse` in `JSON.parse`. */
  member?: string;
  shape: GlobalShape;
  /** File offsets of the name, and of the end of `name.member` when there is a member. */
  start: number;
  end: number;
  /** Inside `typeof …`: a feature test, never a problem. */
  inTypeof: boolean;
  /** Inside a function body: it runs when called, usually after the rest of the script. */
  inFunction: boolean;
  firstArgument?: string;
}

/** A call of a method whose name the checks know, on some receiver. */
export interface MethodCall {
  name: string;
  /** File offsets of the method name. */
  start: number;
  end: number;
  receiver?: string;
  firstArgument?: string;
  /**
   * For `indexOf`/`lastIndexOf`: `array` when the code shows the receiver is one (a literal, `new Array`, `.split(…)`,
   * a variable assigned only arrays), `unknown` when it may be (an unknown call's result), else nothing.
   */
  receiverType?: 'array' | 'unknown';
}

export interface Scan {
  hits: Collector['hits'];
  globals: GlobalUse[];
  methods: MethodCall[];
  /** Names the script declares or assigns: its own `Map`, `List` or `JSON` is not the missing one. */
  declared: Set<string>;
  /** Method names the script defines (`Array.prototype.map = …`, `{ map: function () {} }`). */
  definedMethods: Set<string>;
  /** Static functions the script defines (`Object.keys = …`). */
  definedStatics: Set<string>;
  /** `Platform.Load` calls, file offsets. */
  loads: CoreLoad[];
}

const WATCHED_GLOBALS: ReadonlySet<string> = new Set([
  ...MISSING_GLOBALS.keys(),
  ...STATIC_OWNERS,
  ...CORE_OBJECTS,
  ...CORE_FUNCTIONS,
  'JSON',
]);
const DECLARING_PARENTS = new Set([
  'VariableDeclarator',
  'FunctionDeclaration',
  'FunctionExpression',
  'ArrowFunctionExpression',
  'CatchClause',
  'ClassDeclaration',
]);

function argument(text: string, node: Expression | SpreadElement | undefined): string | undefined {
  return node && node.type !== 'SpreadElement' ? simple(text, node) : undefined;
}

/** Walks `program` (parsed from `text`, which starts at file offset `base`). */
export function scanProgram(program: Program, text: string, base: number): Scan {
  const out = new Collector(text, base);
  const scan: Scan = {
    hits: out.hits,
    globals: [],
    methods: [],
    declared: new Set(),
    definedMethods: new Set(),
    definedStatics: new Set(),
    loads: [],
  };
  /** The kinds of value assigned to each name, and the calls whose receiver is a name, resolved after the walk. */
  const assigned = new Map<string, Set<ValueKind>>();
  const assign = (name: string, value: AnyNode): void => {
    const kinds = assigned.get(name) ?? new Set<ValueKind>();
    kinds.add(kindOf(value));
    assigned.set(name, kinds);
  };
  const onNames: { call: MethodCall; name: string }[] = [];

  fullAncestor(program, (node, _state, ancestors, type) => {
    checkSyntax(node, ancestors, out);
    const parent = ancestors[ancestors.length - 2];
    switch (node.type) {
      case 'Identifier':
        if (type === 'VariablePattern') declaration(node.name, node.start, node.end, parent, scan, out);
        else if (type === 'Identifier' && WATCHED_GLOBALS.has(node.name))
          globalUse(node, ancestors, scan, out);
        break;
      case 'MemberExpression': {
        const call = methodCall(node, parent, scan, out);
        if (call !== undefined && node.object.type === 'Identifier')
          onNames.push({ call, name: node.object.name });
        break;
      }
      case 'VariableDeclarator':
        if (node.id.type === 'Identifier' && node.init) assign(node.id.name, node.init);
        break;
      case 'AssignmentExpression':
        if (node.left.type === 'Identifier' && node.operator === '=') assign(node.left.name, node.right);
        else if (node.left.type === 'Identifier') assign(node.left.name, node);
        if (node.left.type === 'MemberExpression') {
          definition(node.left, isFunction(node.right as AnyNode), scan);
        }
        break;
      case 'Property':
        if (parent?.type === 'ObjectExpression' && !node.computed) {
          const key =
            node.key.type === 'Identifier'
              ? node.key.name
              : node.key.type === 'Literal'
                ? node.key.value
                : '';
          if (typeof key === 'string' && isFunction(node.value as AnyNode)) scan.definedMethods.add(key);
        }
        break;
      case 'CallExpression':
        platformLoad(node, scan, out);
        break;
      default:
        break;
    }
  });
  for (const { call, name } of onNames) {
    const type = receiverType(assigned.get(name));
    if (type !== undefined) call.receiverType = type;
  }
  return scan;
}

function declaration(
  name: string,
  start: number,
  end: number,
  parent: AnyNode | undefined,
  scan: Scan,
  out: Collector,
): void {
  scan.declared.add(name);
  if (parent && DECLARING_PARENTS.has(parent.type) && ES3_RESERVED_WORDS.has(name)) {
    out.add(
      'ssjs/reserved-word',
      start,
      end,
      `names a variable \`${name}\`, a reserved word in ES3`,
      'another name',
    );
  }
}

function globalUse(
  node: AnyNode & { name: string },
  ancestors: readonly AnyNode[],
  scan: Scan,
  out: Collector,
): void {
  const text = out.text;
  const parent = ancestors[ancestors.length - 2];
  const grandparent = ancestors[ancestors.length - 3];
  const use: GlobalUse = {
    name: node.name,
    shape: 'reference',
    start: node.start + out.base,
    end: node.end + out.base,
    inTypeof: parent?.type === 'UnaryExpression' && parent.operator === 'typeof',
    inFunction: ancestors.some(isFunction),
  };
  if (parent?.type === 'CallExpression' && parent.callee === node) {
    use.shape = 'call';
    use.firstArgument = argument(text, parent.arguments[0]);
  } else if (parent?.type === 'NewExpression' && parent.callee === node) {
    use.shape = 'new';
  } else if (parent?.type === 'MemberExpression' && parent.object === node) {
    use.member = memberName(parent);
    use.end = parent.end + out.base;
    if (grandparent?.type === 'CallExpression' && grandparent.callee === parent) {
      use.shape = 'member-call';
      use.firstArgument = argument(text, grandparent.arguments[0]);
    } else {
      use.shape = 'member';
    }
  }
  scan.globals.push(use);
}

function methodCall(
  node: MemberExpression,
  parent: AnyNode | undefined,
  scan: Scan,
  out: Collector,
): MethodCall | undefined {
  if (parent?.type !== 'CallExpression' || parent.callee !== node) return undefined;
  const name = memberName(node);
  if (name === undefined || !WATCHED_METHODS.has(name)) return undefined;
  const text = out.text;
  const call: MethodCall = {
    name,
    start: node.property.start + out.base,
    end: node.property.end + out.base,
    receiver: simple(text, node.object),
    firstArgument: argument(text, parent.arguments[0]),
  };
  const type = receiverType(new Set([kindOf(node.object)]));
  if (type !== undefined) call.receiverType = type;
  scan.methods.push(call);
  return call;
}

/** `X.prototype.name = …`, `obj.name = function …`, `Object.keys = …`: the script brings its own. */
function definition(target: MemberExpression, isFunctionValue: boolean, scan: Scan): void {
  const name = memberName(target);
  if (name === undefined) return;
  const owner = target.object;
  if (owner.type === 'MemberExpression' && memberName(owner) === 'prototype') scan.definedMethods.add(name);
  else if (isFunctionValue) scan.definedMethods.add(name);
  if (owner.type === 'Identifier') scan.definedStatics.add(`${owner.name}.${name}`);
}

function platformLoad(node: CallExpression, scan: Scan, out: Collector): void {
  const callee = node.callee;
  if (
    callee.type !== 'MemberExpression' ||
    callee.object.type !== 'Identifier' ||
    callee.object.name !== 'Platform' ||
    memberName(callee) !== 'Load'
  ) {
    return;
  }
  const [library, version] = node.arguments;
  const load: CoreLoad = { start: node.start + out.base, end: node.end + out.base };
  if (library?.type === 'Literal' && typeof library.value === 'string')
    load.library = library.value.toLowerCase();
  if (
    version?.type === 'Literal' &&
    (typeof version.value === 'string' || typeof version.value === 'number')
  ) {
    load.version = String(version.value);
  }
  scan.loads.push(load);
}
