/**
 * Bindings ES3 lacks: `let`/`const` declarations, destructuring (only the outermost pattern is reported) and
 * `for…of` loops. Called by syntax-checks.ts.
 */
import type { AnyNode, ForOfStatement, Pattern, VariableDeclaration } from 'acorn';
import { simple } from './ast.js';
import type { Collector } from './collector.js';
import { nextToken, piece } from './source-text.js';

const PATTERN_PARTS = new Set(['ObjectPattern', 'ArrayPattern', 'AssignmentPattern', 'RestElement']);

/** Whether a pattern sits inside another one: only the outermost destructuring is reported. */
export function insidePattern(ancestors: readonly AnyNode[]): boolean {
  for (let i = ancestors.length - 2; i >= 0; i--) {
    const ancestor = ancestors[i];
    if (!ancestor || !PATTERN_PARTS.has(ancestor.type)) return false;
    if (ancestor.type === 'ObjectPattern' || ancestor.type === 'ArrayPattern') return true;
  }
  return false;
}

export function lexicalDeclaration(node: VariableDeclaration, out: Collector): void {
  const keyword = node.kind;
  const names = node.declarations.map((declarator) =>
    declarator.id.type === 'Identifier' ? declarator.id.name : undefined,
  );
  const named = names.every((name) => name !== undefined);
  const rest = named ? piece(out.text, node.start + keyword.length, node.end, 100) : undefined;
  out.add(
    'ssjs/let-const',
    node.start,
    node.start + keyword.length,
    named
      ? `declares ${names.map((name) => `\`${name}\``).join(', ')} with \`${keyword}\`, which SSJS does not run`
      : `declares variables with \`${keyword}\`, which SSJS does not run`,
    rest === undefined ? undefined : `var${rest}`,
  );
}

export function destructuring(node: Pattern & AnyNode, parent: AnyNode | undefined, out: Collector): void {
  const text = out.text;
  const kind = node.type === 'ObjectPattern' ? 'an object' : 'an array';
  let fix: string | undefined;
  const source =
    parent?.type === 'VariableDeclarator' && parent.id === node ? simple(text, parent.init) : undefined;
  if (source !== undefined && node.type === 'ObjectPattern') {
    const lines = node.properties.map((prop) =>
      prop.type === 'Property' &&
      !prop.computed &&
      prop.key.type === 'Identifier' &&
      prop.value.type === 'Identifier'
        ? `var ${prop.value.name} = ${source}.${prop.key.name};`
        : undefined,
    );
    if (lines.every((line) => line !== undefined)) fix = lines.join(' ');
  } else if (source !== undefined && node.type === 'ArrayPattern') {
    const lines = node.elements.map((element, index) =>
      element === null
        ? ''
        : element.type === 'Identifier'
          ? `var ${element.name} = ${source}[${index}];`
          : undefined,
    );
    if (lines.every((line) => line !== undefined)) fix = lines.filter(Boolean).join(' ');
  }
  out.add('ssjs/destructuring', node.start, node.end, `destructures ${kind}, which SSJS does not run`, fix);
}

export function forOf(node: ForOfStatement, out: Collector): void {
  const text = out.text;
  const close = nextToken(text, node.right.end);
  const end = close !== -1 && text.charAt(close) === ')' ? close + 1 : node.right.end;
  const list = simple(text, node.right);
  const declarator = node.left.type === 'VariableDeclaration' ? node.left.declarations[0] : undefined;
  const item = declarator?.id.type === 'Identifier' ? declarator.id.name : undefined;
  const fix =
    list !== undefined && item !== undefined
      ? `for (var i = 0; i < ${list}.length; i++) { var ${item} = ${list}[i]; … }`
      : undefined;
  if (node.await) {
    out.add('ssjs/async', node.start, end, 'loops with `for await…of`, which SSJS does not run');
  } else {
    out.add('ssjs/for-of', node.start, end, 'loops with `for…of`, which SSJS does not run', fix);
  }
}
