/**
 * 'Format Code' (SPEC §2 Create snippet): trims the whitespace at both ends of every line, normalises line
 * endings to \n and drops blank lines before the first and after the last line of code.
 */
export function formatCode(code: string): string {
  const lines = code
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => line.trim());
  while (lines.length > 0 && lines[0] === '') lines.shift();
  while (lines.length > 0 && lines[lines.length - 1] === '') lines.pop();
  return lines.join('\n');
}
