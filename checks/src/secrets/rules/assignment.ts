/**
 * Finds values written next to a name, in the ways snippets write credentials:
 * JS/JSON `clientSecret: 'v'`, `"client_secret": "v"`, `client_secret = "v"`, Apex `String clientSecret = 'v';`
 * and `'client_secret' => 'v'`, AMPscript `SET @clientSecret = "v"`, call pairs `setHeader("client_secret", "v")`,
 * form bodies `&client_secret=v`, headers and env files `CLIENT_SECRET=v`, and JSON inside a string (`\"v\"`).
 * Only literals count: a variable, a call or a property path (`process.env.X`, `@secret`, `config.secret`) is not a
 * value that can leak.
 */

export interface Assignment {
  /** The name as written, with its `@`/`$` sigil if any, and where it starts. */
  name: string;
  nameStart: number;
  /** How the value is attached: `:`, `=`, `:=`, `=>`, or `,` for a call pair (`f("name", "value")`). */
  operator: string;
  /** The literal's text, without quotes. */
  value: string;
  /** Offsets of the value in the text (end exclusive). */
  start: number;
  end: number;
  /** Whether the value was quoted; an unquoted value comes from a form body, header, env or properties line. */
  quoted: boolean;
}

const NAME_END = String.raw`(?![A-Za-z0-9_-])`;
const KEY_QUOTE = String.raw`(?<keyQuote>\\?["'\x60])?`;
const TYPE_ANNOTATION = String.raw`(?:\s*:\s*string\b)?`;
const OPERATOR = String.raw`[ \t]*(?<op>:=|=>|:|=|,)(?![=>])[ \t]*`;
const VALUE = String.raw`(?:\\?"(?<dq>[^"\\\n]*)\\?"|'(?<sq>[^'\\\n]*)'|\x60(?<bq>[^\x60\\\n]*)\x60|(?<bare>[^\s"'\x60&;,()[\]{}<>|.]+))`;

/**
 * A matcher for names ending in one of `names` (a regex source, matched case-insensitively), with any
 * identifier prefix: `client_?secret` also matches `SFMC_CLIENT_SECRET`, `mcClientSecret`, `@clientSecret`.
 */
export function assignmentPattern(names: string): RegExp {
  return new RegExp(
    String.raw`(?<![A-Za-z0-9_$@-])(?<name>[@$]?[A-Za-z0-9_-]*?(?:${names}))${NAME_END}${KEY_QUOTE}${TYPE_ANNOTATION}${OPERATOR}${VALUE}`,
    'dgi',
  );
}

export function* findAssignments(content: string, pattern: RegExp): Generator<Assignment> {
  for (const match of content.matchAll(pattern)) {
    const groups = match.groups ?? {};
    const indices = match.indices?.groups ?? {};
    // `f("client_secret", "v")` pairs only when the name is quoted: `f(clientId, clientSecret)` lists variables.
    if (groups.op === ',' && groups.keyQuote === undefined) continue;
    // A quoted name is the whole string: `'user.password', 'headers.cookie'` is a list of paths, not a pair.
    const nameStart = indices.name?.[0] ?? 0;
    if (groups.keyQuote !== undefined && content.charAt(nameStart - 1) !== groups.keyQuote.slice(-1))
      continue;
    const key = (['dq', 'sq', 'bq', 'bare'] as const).find((group) => groups[group] !== undefined);
    if (key === undefined) continue;
    const span = indices[key];
    const value = groups[key];
    if (span === undefined || value === undefined) continue;
    if (key === 'bare' && /^[.([]/.test(content.charAt(span[1]))) continue;
    if (key === 'bq' && value.includes('${')) continue;
    const operator = groups.op ?? '';
    const name = groups.name ?? '';
    yield { name, nameStart, operator, value, start: span[0], end: span[1], quoted: key !== 'bare' };
  }
}
