/**
 * Small questions about acorn nodes the checks share: is it a function, what is a member's name, and the code of a
 * short node to repeat in a fix.
 */
import type { AnyNode, Function as FunctionNode, MemberExpression } from 'acorn';
import { piece } from './source-text.js';

const FUNCTION_TYPES = new Set(['FunctionDeclaration', 'FunctionExpression', 'ArrowFunctionExpression']);
const SIMPLE = /^(?:[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*|\[[^\]\n]*\])*|"[^"\n]*"|'[^'\n]*'|\d+(?:\.\d+)?)$/;

export const isFunction = (node: AnyNode | undefined): node is FunctionNode & AnyNode =>
  node !== undefined && FUNCTION_TYPES.has(node.type);

/** The code of a node when it is a short identifier, member chain or literal: safe to repeat in a fix. */
export function simple(text: string, node: AnyNode | null | undefined): string | undefined {
  if (!node) return undefined;
  const value = piece(text, node.start, node.end);
  return value !== undefined && SIMPLE.test(value) ? value : undefined;
}

/** The name after the dot, or in `["name"]`. */
export function memberName(node: MemberExpression): string | undefined {
  if (!node.computed && node.property.type === 'Identifier') return node.property.name;
  if (node.computed && node.property.type === 'Literal' && typeof node.property.value === 'string') {
    return node.property.value;
  }
  return undefined;
}
