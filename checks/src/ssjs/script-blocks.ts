/**
 * The `<script runat="server">` blocks of an HTML, CloudPage or email file, where Marketing Cloud runs SSJS and
 * AMPscript. Tags and attribute names are case-insensitive and quotes optional (the SSJS syntax guide);
 * `language="ampscript"` makes a block AMPscript, `language="javascript"` or none makes it SSJS.
 * `executioncontexttype` and `executioncontextname` may appear and change nothing here. Blocks inside HTML comments
 * count: the server runs them before any HTML is read.
 */
export interface ServerScriptBlock {
  /** The code between the opening and the closing tag. */
  code: string;
  /** Offset of the code's first character in the file. */
  offset: number;
  language: 'ssjs' | 'ampscript';
}

/** The server script blocks of a file, in file order. Client-side `<script>` tags are skipped. */
export function serverScriptBlocks(html: string): ServerScriptBlock[] {
  const blocks: ServerScriptBlock[] = [];
  // Searched case-insensitively in place: lower-casing the text could change its length, and so every offset.
  const opening = /<script(?=[\s>/])/gi;
  const closing = /<\/script/gi;
  for (let open = opening.exec(html); open !== null; open = opening.exec(html)) {
    const tag = readAttributes(html, open.index + 7);
    closing.lastIndex = tag.end;
    const close = tag.selfClosing ? null : closing.exec(html);
    const codeEnd = tag.selfClosing ? tag.end : close === null ? html.length : close.index;
    opening.lastIndex = close === null ? codeEnd : close.index + 8;
    if ((tag.attributes.get('runat') ?? '').toLowerCase() !== 'server') continue;
    const language =
      (tag.attributes.get('language') ?? '').toLowerCase() === 'ampscript' ? 'ampscript' : 'ssjs';
    blocks.push({ code: html.slice(tag.end, codeEnd), offset: tag.end, language });
  }
  return blocks;
}

/**
 * Whether a snippet's text is markup holding script blocks rather than bare script: SSJS as Marketing Cloud stores it
 * (a script activity, a code resource) starts with `<script runat="server">`, often after AMPscript (`%%[ … ]%%`).
 * Bare JavaScript cannot start with `<` or `%%`.
 */
export function isMarkup(text: string): boolean {
  const start = text.trimStart();
  return start.startsWith('<') || start.startsWith('%%');
}

/** Attributes of a tag from just after its name to just after its `>`, honouring quoted values. */
function readAttributes(
  html: string,
  start: number,
): { attributes: Map<string, string>; end: number; selfClosing: boolean } {
  const attributes = new Map<string, string>();
  let i = start;
  const n = html.length;
  while (i < n) {
    const char = html.charAt(i);
    if (char === '>') return { attributes, end: i + 1, selfClosing: html.charAt(i - 1) === '/' };
    if (/[\s/]/.test(char)) {
      i += 1;
      continue;
    }
    let nameEnd = i;
    while (nameEnd < n && !/[\s=>/]/.test(html.charAt(nameEnd))) nameEnd += 1;
    const name = html.slice(i, nameEnd).toLowerCase();
    i = nameEnd;
    while (i < n && /\s/.test(html.charAt(i))) i += 1;
    if (html.charAt(i) !== '=') {
      attributes.set(name, '');
      continue;
    }
    i += 1;
    while (i < n && /\s/.test(html.charAt(i))) i += 1;
    const quote = html.charAt(i);
    let value: string;
    if (quote === '"' || quote === "'") {
      const valueEnd = html.indexOf(quote, i + 1);
      const end = valueEnd === -1 ? n : valueEnd;
      value = html.slice(i + 1, end);
      i = end + 1;
    } else {
      let valueEnd = i;
      while (valueEnd < n && !/[\s>]/.test(html.charAt(valueEnd))) valueEnd += 1;
      if (html.charAt(valueEnd) === '>' && html.charAt(valueEnd - 1) === '/') valueEnd -= 1;
      value = html.slice(i, valueEnd);
      i = valueEnd;
    }
    attributes.set(name, value);
  }
  return { attributes, end: n, selfClosing: false };
}
