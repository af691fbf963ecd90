/** The reason shown with a suggestion: the file, the line, and the code from where the evidence starts. */
import type { PreparedFile } from './prepared-file.js';
import type { SuggestionReason } from './types.js';

const MAX_TEXT = 60;

/** The reason for evidence found at `offset` in a file. */
export function reasonAt(file: PreparedFile, offset: number): SuggestionReason {
  const { text } = file;
  const lineStart = text.lastIndexOf('\n', offset - 1) + 1;
  const lineEnd = text.indexOf('\n', offset);
  const line = text.slice(lineStart, lineEnd === -1 ? text.length : lineEnd);
  let excerpt = line.trim();
  if (excerpt.length > MAX_TEXT) excerpt = line.slice(offset - lineStart).trim();
  if (excerpt.length > MAX_TEXT) excerpt = `${excerpt.slice(0, MAX_TEXT - 1).trimEnd()}…`;
  let lineNumber = 1;
  for (let i = text.indexOf('\n'); i !== -1 && i < offset; i = text.indexOf('\n', i + 1)) lineNumber += 1;
  return { file: file.index, line: lineNumber, text: excerpt };
}
