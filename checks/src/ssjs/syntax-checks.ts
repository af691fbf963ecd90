/**
 * The syntax ES3 lacks, one node at a time: called by the walk (scan.ts) for every node of a parsed script block with
 * the node's ancestors, it hands bindings, functions and literals to their files and checks the rest here: optional
 * chaining, `**`, `??`, logical assignment, `await`, `new.target`, optional catch bindings, modules, trailing commas
 * in arguments and reserved words after a dot. Each hit marks the construct's keyword or operator rather than its
 * whole body, and carries a fix built from the code when the code is short.
 */
import type {
  AnyNode,
  AssignmentExpression,
  CallExpression,
  MemberExpression,
  NewExpression,
  Property,
} from 'acorn';
import { isFunction, simple } from './ast.js';
import { destructuring, forOf, insidePattern, lexicalDeclaration } from './binding-checks.js';
import type { Collector } from './collector.js';
import { ES3_RESERVED_WORDS } from './es3-reserved-words.js';
import {
  arrowFunction,
  classDeclaration,
  defaultParameter,
  functionParts,
  restParameter,
  spread,
} from './function-checks.js';
import { arrayTrailingComma, literal, property, templateLiteral, trailingComma } from './literal-checks.js';
import { piece } from './source-text.js';

/** Checks one node; `ancestors` ends with the node itself. */
export function checkSyntax(node: AnyNode, ancestors: readonly AnyNode[], out: Collector): void {
  const parent = ancestors[ancestors.length - 2];
  const text = out.text;
  switch (node.type) {
    case 'VariableDeclaration':
      if (node.kind !== 'var') lexicalDeclaration(node, out);
      break;
    case 'ArrowFunctionExpression':
      arrowFunction(node, out);
      functionParts(node, parent, out);
      break;
    case 'FunctionDeclaration':
    case 'FunctionExpression':
      functionParts(node, parent, out);
      break;
    case 'TemplateLiteral':
      templateLiteral(node, parent, out);
      break;
    case 'ObjectPattern':
    case 'ArrayPattern':
      if (!insidePattern(ancestors)) destructuring(node, parent, out);
      break;
    case 'ClassDeclaration':
    case 'ClassExpression':
      classDeclaration(node, out);
      break;
    case 'SpreadElement':
      spread(node.start, node.end, node.argument, parent, out);
      break;
    case 'RestElement':
      if (isFunction(parent)) restParameter(node, parent, out);
      break;
    case 'AssignmentPattern':
      if (isFunction(parent)) defaultParameter(node, out);
      break;
    case 'ForOfStatement':
      forOf(node, out);
      break;
    case 'Property':
      // In an object literal (patterns' properties are not walked), so a Property, not an AssignmentProperty.
      if (parent?.type === 'ObjectExpression') property(node as Property, out);
      break;
    case 'ObjectExpression':
      trailingComma(
        node.properties.at(-1),
        'ends an object literal with a comma, which ES3 does not allow',
        out,
      );
      break;
    case 'ArrayExpression':
      arrayTrailingComma(node, out);
      break;
    case 'CallExpression':
    case 'NewExpression':
      call(node, out);
      break;
    case 'MemberExpression':
      member(node, out);
      break;
    case 'BinaryExpression':
      if (node.operator === '**') {
        const at = text.indexOf('**', node.left.end);
        const left = piece(text, node.left.start, node.left.end) ?? 'a';
        const right = piece(text, node.right.start, node.right.end) ?? 'b';
        out.add(
          'ssjs/exponent',
          at,
          at + 2,
          'uses the `**` operator, which SSJS does not run',
          `Math.pow(${left}, ${right})`,
        );
      }
      break;
    case 'LogicalExpression':
      if (node.operator === '??') {
        const at = text.indexOf('??', node.left.end);
        const left = simple(text, node.left) ?? 'a';
        const right = piece(text, node.right.start, node.right.end) ?? 'b';
        out.add(
          'ssjs/nullish-coalescing',
          at,
          at + 2,
          'uses the `??` operator, which SSJS does not run',
          `(${left} !== null && ${left} !== undefined) ? ${left} : ${right}`,
        );
      }
      break;
    case 'AssignmentExpression':
      assignmentOperator(node, out);
      break;
    case 'AwaitExpression':
      if (!ancestors.some((ancestor) => isFunction(ancestor) && ancestor.async)) {
        out.add('ssjs/async', node.start, node.start + 5, 'waits with `await`, which SSJS does not run');
      }
      break;
    case 'MetaProperty':
      if (node.meta.name === 'new') {
        out.add('ssjs/new-target', node.start, node.end, 'reads `new.target`, which SSJS does not run');
      }
      break;
    case 'Literal':
      literal(node, out);
      break;
    case 'CatchClause':
      if (!node.param) {
        out.add(
          'ssjs/optional-catch-binding',
          node.start,
          node.start + 5,
          'catches without naming the exception, which SSJS does not run',
        );
      }
      break;
    case 'ImportDeclaration':
      out.add('ssjs/module', node.start, node.start + 6, 'imports a module, which SSJS does not run');
      break;
    case 'ImportExpression':
      out.add(
        'ssjs/module',
        node.start,
        node.start + 6,
        'imports a module with `import()`, which SSJS does not run',
      );
      break;
    case 'ExportNamedDeclaration':
    case 'ExportDefaultDeclaration':
    case 'ExportAllDeclaration':
      out.add('ssjs/module', node.start, node.start + 6, 'exports from a module, which SSJS does not run');
      break;
    default:
      break;
  }
}

function call(node: CallExpression | NewExpression, out: Collector): void {
  if (node.type === 'CallExpression' && node.optional) {
    const at = out.text.indexOf('?.', node.callee.end);
    out.add(
      'ssjs/optional-chaining',
      at,
      at + 2,
      'calls with optional chaining `?.()`, which SSJS does not run',
    );
  }
  trailingComma(node.arguments.at(-1), 'ends an argument list with a comma, which ES3 does not allow', out);
}

function member(node: MemberExpression, out: Collector): void {
  const text = out.text;
  if (node.optional) {
    const at = text.indexOf('?.', node.object.end);
    const object = simple(text, node.object) ?? 'a';
    const property = piece(text, node.property.start, node.property.end) ?? 'b';
    out.add(
      'ssjs/optional-chaining',
      at,
      at + 2,
      'reads a property with optional chaining `?.`, which SSJS does not run',
      node.computed ? `${object} && ${object}[${property}]` : `${object} && ${object}.${property}`,
    );
  }
  if (!node.computed && node.property.type === 'Identifier' && ES3_RESERVED_WORDS.has(node.property.name)) {
    const word = node.property.name;
    out.add(
      'ssjs/reserved-word',
      node.property.start,
      node.property.end,
      `uses the reserved word \`${word}\` as a property name, which ES3 does not allow`,
      `${simple(text, node.object) ?? 'obj'}["${word}"]`,
    );
  }
}

function assignmentOperator(node: AssignmentExpression, out: Collector): void {
  const operator = node.operator;
  if (operator !== '**=' && operator !== '||=' && operator !== '&&=' && operator !== '??=') return;
  const text = out.text;
  const at = text.indexOf(operator, node.left.end);
  const left = simple(text, node.left) ?? 'a';
  const right = piece(text, node.right.start, node.right.end) ?? 'b';
  const message = `uses the \`${operator}\` operator, which SSJS does not run`;
  if (operator === '**=') {
    out.add('ssjs/exponent', at, at + 3, message, `${left} = Math.pow(${left}, ${right})`);
  } else if (operator === '??=') {
    out.add(
      'ssjs/logical-assignment',
      at,
      at + 3,
      message,
      `if (${left} === null || ${left} === undefined) { ${left} = ${right}; }`,
    );
  } else {
    out.add(
      'ssjs/logical-assignment',
      at,
      at + 3,
      message,
      `${left} = ${left} ${operator.slice(0, 2)} ${right}`,
    );
  }
}
