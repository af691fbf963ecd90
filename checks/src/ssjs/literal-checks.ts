/**
 * Literals ES3 lacks: template literals, the ES2015+ forms of object literal properties (shorthand, methods, computed
 * keys, getters and setters), reserved words as property names, trailing commas, BigInt, numeric separators, binary
 * and octal numbers, and regular expression flags beyond g, i, m. Called by syntax-checks.ts.
 */
import type { AnyNode, ArrayExpression, Literal, Property, TemplateLiteral } from 'acorn';
import { isFunction, simple } from './ast.js';
import type { Collector } from './collector.js';
import { ES3_RESERVED_WORDS } from './es3-reserved-words.js';
import { nextToken, piece } from './source-text.js';

export function templateLiteral(node: TemplateLiteral, parent: AnyNode | undefined, out: Collector): void {
  if (parent?.type === 'TaggedTemplateExpression' && parent.quasi === node) {
    out.add(
      'ssjs/template-literal',
      parent.start,
      node.end,
      'uses a tagged template, which SSJS does not run',
    );
    return;
  }
  const text = out.text;
  const parts: string[] = [];
  let fits = true;
  node.quasis.forEach((quasi, index) => {
    const cooked = quasi.value.cooked;
    if (cooked === null || cooked === undefined) fits = false;
    else if (cooked !== '') parts.push(JSON.stringify(cooked));
    const expression = node.expressions[index];
    if (expression) {
      const code = piece(text, expression.start, expression.end);
      if (code === undefined) fits = false;
      else parts.push(simple(text, expression) === undefined ? `(${code})` : code);
    }
  });
  if (parts.length === 0 || !(parts[0] ?? '').startsWith('"')) parts.unshift('""');
  const fix = parts.join(' + ');
  out.add(
    'ssjs/template-literal',
    node.start,
    node.end,
    'uses a template literal, which SSJS does not run',
    fits && fix.length <= 120 ? fix : undefined,
  );
}

function propertyName(prop: Property): string | undefined {
  if (prop.computed) return undefined;
  if (prop.key.type === 'Identifier') return prop.key.name;
  if (prop.key.type === 'Literal') return String(prop.key.value);
  return undefined;
}

/** Shorthand properties and methods, computed keys, getters and setters, reserved words as keys. */
export function property(prop: Property, out: Collector): void {
  const text = out.text;
  const name = propertyName(prop);
  if (prop.kind === 'get' || prop.kind === 'set') {
    const getter = prop.kind === 'get' ? 'getter' : 'setter';
    const method = `${prop.kind}${(name ?? 'value').charAt(0).toUpperCase()}${(name ?? 'value').slice(1)}`;
    out.add(
      'ssjs/accessor',
      prop.start,
      prop.key.end,
      `defines a ${getter} \`${name ?? '…'}\` in an object literal, which SSJS does not run`,
      `a method: ${method}: function (${prop.kind === 'set' ? 'value' : ''}) { … }`,
    );
  } else if (prop.method) {
    const value = prop.value;
    const params =
      isFunction(value) && value.params.length > 0
        ? piece(text, value.params[0]?.start ?? 0, value.params.at(-1)?.end ?? 0)
        : '';
    out.add(
      'ssjs/method-shorthand',
      prop.start,
      prop.key.end,
      `writes method \`${name ?? '…'}\` in shorthand, which SSJS does not run`,
      `${name ?? 'name'}: function (${params ?? '…'}) { … }`,
    );
  } else if (prop.shorthand) {
    out.add(
      'ssjs/shorthand-property',
      prop.start,
      prop.end,
      `writes property \`${name ?? '…'}\` in shorthand, which SSJS does not run`,
      `${name}: ${name}`,
    );
  }
  if (prop.computed) {
    const close = text.indexOf(']', prop.key.end);
    const key = piece(text, prop.key.start, prop.key.end) ?? 'key';
    out.add(
      'ssjs/computed-key',
      prop.start,
      close + 1,
      'uses a computed property name, which SSJS does not run',
      `var o = {}; o[${key}] = value;`,
    );
  } else if (!prop.shorthand && prop.kind === 'init' && prop.key.type === 'Identifier') {
    const word = prop.key.name;
    if (ES3_RESERVED_WORDS.has(word)) {
      out.add(
        'ssjs/reserved-word',
        prop.key.start,
        prop.key.end,
        `uses the reserved word \`${word}\` as a property name, which ES3 does not allow`,
        `"${word}": …`,
      );
    }
  }
}

/** A comma after the last item of a list; `last` is that item. */
export function trailingComma(last: AnyNode | null | undefined, message: string, out: Collector): void {
  if (!last) return;
  const at = nextToken(out.text, last.end);
  if (at !== -1 && out.text.charAt(at) === ',') out.add('ssjs/trailing-comma', at, at + 1, message);
}

export function arrayTrailingComma(node: ArrayExpression, out: Collector): void {
  if (node.elements.length === 0) return;
  const last = node.elements.at(-1);
  const at = last ? nextToken(out.text, last.end) : out.text.lastIndexOf(',', node.end - 1);
  if (at !== -1 && out.text.charAt(at) === ',') {
    out.add(
      'ssjs/array-trailing-comma',
      at,
      at + 1,
      'ends an array literal with a comma, which older engines count as one more, empty element',
    );
  }
}

export function literal(node: Literal, out: Collector): void {
  if (node.regex) {
    const extra = [...node.regex.flags].filter((flag) => !'gim'.includes(flag));
    if (extra.length > 0) {
      const kept = [...node.regex.flags].filter((flag) => 'gim'.includes(flag)).join('');
      out.add(
        'ssjs/regex-flag',
        node.start,
        node.end,
        `uses the regular expression ${extra.length > 1 ? 'flags' : 'flag'} ${extra.map((flag) => `\`${flag}\``).join(', ')}, which SSJS does not run`,
        extra.every((flag) => flag === 'y' || flag === 'd') ? `/${node.regex.pattern}/${kept}` : undefined,
      );
    }
    return;
  }
  const raw = node.raw ?? '';
  if (node.bigint !== undefined) {
    const value = BigInt(node.bigint);
    out.add(
      'ssjs/numeric-literal',
      node.start,
      node.end,
      `writes the BigInt literal \`${raw}\`, which SSJS does not run`,
      value <= BigInt(Number.MAX_SAFE_INTEGER) && value >= -BigInt(Number.MAX_SAFE_INTEGER)
        ? String(value)
        : undefined,
    );
  } else if (typeof node.value === 'number' && (raw.includes('_') || /^0[bBoO]/.test(raw))) {
    const what = raw.includes('_')
      ? `writes \`${raw}\` with numeric separators`
      : `writes the ${/^0[bB]/.test(raw) ? 'binary' : 'octal'} literal \`${raw}\``;
    out.add(
      'ssjs/numeric-literal',
      node.start,
      node.end,
      `${what}, which SSJS does not run`,
      String(node.value),
    );
  }
}
