/**
 * Functions and classes ES3 lacks: arrow functions, async functions and generators, rest and default parameters,
 * trailing commas in parameter lists, spread, and classes. Called by syntax-checks.ts.
 */
import type {
  AnyNode,
  ArrowFunctionExpression,
  AssignmentPattern,
  Class,
  Function as FunctionNode,
  RestElement,
} from 'acorn';
import { simple } from './ast.js';
import type { Collector } from './collector.js';
import { trailingComma } from './literal-checks.js';
import { piece } from './source-text.js';

export function arrowFunction(node: ArrowFunctionExpression, out: Collector): void {
  const text = out.text;
  const first = node.params[0];
  const last = node.params.at(-1);
  const arrow = text.indexOf('=>', last ? last.end : node.start);
  const params = first && last ? piece(text, first.start, last.end) : '';
  const plainParams = node.params.every((param) => param.type === 'Identifier');
  const body = piece(text, node.body.start, node.body.end, 80);
  let fix: string | undefined;
  if (params !== undefined && plainParams && body !== undefined) {
    fix = node.expression ? `function (${params}) { return ${body}; }` : `function (${params}) ${body}`;
  }
  out.add(
    'ssjs/arrow-function',
    node.start,
    arrow + 2,
    'uses an arrow function, which SSJS does not run',
    fix,
  );
}

export function functionParts(
  node: FunctionNode & AnyNode,
  parent: AnyNode | undefined,
  out: Collector,
): void {
  const text = out.text;
  const owner = parent && (parent.type === 'Property' || parent.type === 'MethodDefinition') ? parent : node;
  if (node.async) {
    const at = text.startsWith('async', node.start) ? node.start : owner.start;
    out.add('ssjs/async', at, at + 5, 'declares an async function, which SSJS does not run');
  }
  if (node.generator) {
    const star = text.indexOf('*', owner.start);
    out.add(
      'ssjs/generator',
      owner.start,
      star + 1,
      'declares a generator function, which SSJS does not run',
    );
  }
  trailingComma(node.params.at(-1), 'ends a parameter list with a comma, which ES3 does not allow', out);
}

export function restParameter(node: RestElement, parent: FunctionNode & AnyNode, out: Collector): void {
  const name = node.argument.type === 'Identifier' ? node.argument.name : 'args';
  out.add(
    'ssjs/rest-parameter',
    node.start,
    node.end,
    `collects arguments in the rest parameter \`...${name}\`, which SSJS does not run`,
    `var ${name} = Array.prototype.slice.call(arguments, ${parent.params.indexOf(node)});`,
  );
}

export function defaultParameter(node: AssignmentPattern, out: Collector): void {
  if (node.left.type !== 'Identifier') return;
  const name = node.left.name;
  const value = piece(out.text, node.right.start, node.right.end) ?? '…';
  out.add(
    'ssjs/default-parameter',
    node.start,
    node.end,
    `gives parameter \`${name}\` a default value, which SSJS does not run`,
    `function (${name}) { if (${name} === undefined) { ${name} = ${value}; } … }`,
  );
}

export function classDeclaration(node: Class & AnyNode, out: Collector): void {
  const name = node.id?.name;
  out.add(
    'ssjs/class',
    node.start,
    node.id ? node.id.end : node.start + 5,
    name
      ? `declares class \`${name}\`, which SSJS does not run`
      : 'declares a class, which SSJS does not run',
    `function ${name ?? 'Name'}(…) { … } ${name ?? 'Name'}.prototype.method = function (…) { … };`,
  );
}

export function spread(
  start: number,
  end: number,
  argument: AnyNode,
  parent: AnyNode | undefined,
  out: Collector,
): void {
  const text = out.text;
  const name = piece(text, argument.start, argument.end, 40) ?? 'values';
  if (parent?.type === 'CallExpression' || parent?.type === 'NewExpression') {
    let fix = 'fn.apply(null, args)';
    if (parent.type === 'CallExpression' && parent.arguments.length === 1) {
      const callee = parent.callee;
      const calleeCode = simple(text, callee);
      const self = callee.type === 'MemberExpression' ? simple(text, callee.object) : 'null';
      if (calleeCode !== undefined && self !== undefined) fix = `${calleeCode}.apply(${self}, ${name})`;
    }
    out.add(
      'ssjs/spread',
      start,
      end,
      `spreads \`${name}\` into the arguments, which SSJS does not run`,
      fix,
    );
  } else if (parent?.type === 'ArrayExpression') {
    out.add(
      'ssjs/spread',
      start,
      end,
      `spreads \`${name}\` into an array literal, which SSJS does not run`,
      `[…].concat(${name})`,
    );
  } else {
    out.add(
      'ssjs/spread',
      start,
      end,
      `spreads \`${name}\` into an object literal, which SSJS does not run`,
      `for (var k in ${name}) { if (${name}.hasOwnProperty(k)) o[k] = ${name}[k]; }`,
    );
  }
}
