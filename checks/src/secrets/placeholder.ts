/**
 * Whether a value written where a credential goes is a stand-in for one: `YOUR_CLIENT_SECRET`, `<client_secret>`,
 * `{{secret}}`, `${SECRET}`, `%%=v(@secret)=%%`, an AMPscript `@variable`, `xxxx`, `****`, `changeme`, `process.env.X`,
 * a Named Credential merge field, a run like `abcdef123456`. Snippets are shared to be copied, so they are full of
 * these; none of them may block publishing.
 */

/** Markers of templating, variables and lookups: the value is filled in elsewhere. */
const TEMPLATE_MARKERS =
  /\{\{|\}\}|\$\{|\{!|\{\$|%%|\[\[|\$\(|<[^<>]*>|%[A-Z_][A-Z0-9_]*%|process\.env|import\.meta\.env|os\.environ|getenv|Platform\.Function|Lookup\w*\(|RequestParameter|AttributeValue|\bEnv\(|Deno\.env|\$Credential|\$Setup|\$Label|\$CustomMetadata/i;

/** Words that appear in stand-ins ('your-secret-here', 'REDACTED', 'dummy_token') and not in random credentials. */
const PLACEHOLDER_WORDS =
  /your|xxxx|\*\*\*|\.\.\.|…|placeholder|change_?-?me|example|dummy|sample|test|fake|redacted|replace|insert|enter|secret|passw(or)?d|token|api_?-?key|client_?-?id|mock|todo|here|demo|default|lorem|foobar|hidden|masked|sensitive|private|value|string|undefined|null|none|empty/i;

/** Values that are only a variable: AMPscript `@secret`, shell or PHP `$SECRET`. */
const VARIABLE_ONLY = /^[@$][A-Za-z_][\w.]*$/;

export function isPlaceholder(value: string): boolean {
  if (value.length === 0) return true;
  if (VARIABLE_ONLY.test(value)) return true;
  if (TEMPLATE_MARKERS.test(value)) return true;
  if (PLACEHOLDER_WORDS.test(value)) return true;
  return isPatterned(value);
}

/** The share of characters in runs of 3+ that repeat or keep stepping by one (`aaa`, `abcd`, `4321`). */
function runCoverage(value: string): number {
  const n = value.length;
  let inRuns = 0;
  let run = 1;
  let previousStep = NaN;
  for (let i = 1; i <= n; i++) {
    const step = i < n ? value.charCodeAt(i) - value.charCodeAt(i - 1) : NaN;
    if (Math.abs(step) <= 1 && (run === 1 || step === previousStep)) {
      run += 1;
    } else {
      if (run >= 3) inRuns += run;
      run = Math.abs(step) <= 1 ? 2 : 1;
    }
    previousStep = step;
  }
  return n === 0 ? 0 : inRuns / n;
}

/**
 * Runs and repeats a person types instead of a credential: one character six times (`XXXXXXXX`, `000000`),
 * mostly ascending or descending runs (`abcdef123456`, `1234567890`, `9876543210`), two interleaved runs
 * (`a1b2c3d4e5f6`), a short unit repeated (`abc123abc123`), or only a handful of distinct characters.
 */
export function isPatterned(value: string): boolean {
  const n = value.length;
  if (n < 4) return true;
  if (/(.)\1{5}/.test(value)) return true;
  if (runCoverage(value) >= 0.5) return true;
  const evens = [...value].filter((_, i) => i % 2 === 0).join('');
  const odds = [...value].filter((_, i) => i % 2 === 1).join('');
  if (n >= 8 && runCoverage(evens) >= 0.75 && runCoverage(odds) >= 0.75) return true;
  if (new Set(value).size < Math.min(6, Math.ceil(n / 3))) return true;
  for (let period = 1; period <= 16 && period * 2 <= n; period++) {
    if (value.slice(period) === value.slice(0, n - period)) return true;
  }
  return false;
}

/** Words and marks of a stand-in inside a token of a known format (`ghp_xxxx…`, `AKIA…EXAMPLE`, `sk-…-here`). */
const TOKEN_PLACEHOLDER =
  /(?:your|YOUR|Your)[_-]|(?:placeholder|example|dummy|sample|redacted|changeme)|(?:PLACEHOLDER|EXAMPLE|DUMMY|SAMPLE|REDACTED|CHANGEME)|Example|Dummy|Sample|xxxxx|XXXXX|\*{3}|\.{3}|…/;

/**
 * For values matched by an exact format (the preset's and ours): a placeholder if its letters and digits are
 * mostly runs or it carries a template marker or a placeholder word of 5+ letters in one case. Looser than
 * isPlaceholder, whose short case-blind words (`private`, `test`) would hit real PEM blocks one time in a few
 * hundred; these hit a 1,600-character key about once in 200,000.
 */
export function isPlaceholderToken(value: string): boolean {
  if (TEMPLATE_MARKERS.test(value) || TOKEN_PLACEHOLDER.test(value)) return true;
  return runCoverage(value.replace(/[^A-Za-z0-9]/g, '')) >= 0.5;
}
