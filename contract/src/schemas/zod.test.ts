import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** Every `new Function(...)` made while the contract loads and parses; in a "browser" each is refused as by CSP. */
let constructed: string[][] = [];

function watchFunctionConstruction({ refuse }: { refuse: boolean }) {
  constructed = [];
  vi.stubGlobal(
    'Function',
    new Proxy(Function, {
      construct(target, args: string[]) {
        constructed.push(args);
        if (refuse)
          throw new EvalError("Refused to evaluate a string as JavaScript: 'unsafe-eval' is not allowed");
        return Reflect.construct(target, args) as object;
      },
    }),
  );
}

/** The contract as a fresh page or process would load it, then a few parses of object schemas. */
async function loadAndParse() {
  const contract = await import('../index.js');
  const comment = contract.commentInputSchema.safeParse({ snippetId: 's1', content: '  Nice one  ' });
  const refused = contract.registerSchema.safeParse({ username: 'x', email: 'nope' });
  return { comment, refused };
}

// Zod remembers its eval probe for the process: the server case goes first, so the browser case cannot pass on a
// probe that an earlier case had refused.
describe('Zod and the Content-Security-Policy', () => {
  beforeEach(() => vi.resetModules());
  afterEach(() => vi.unstubAllGlobals());

  it('keeps compiled parsers on the server, where eval is allowed and they are faster', async () => {
    watchFunctionConstruction({ refuse: false });

    const { comment } = await loadAndParse();

    expect(comment.success).toBe(true);
    expect(constructed.length).toBeGreaterThan(0);
  });

  it('never constructs a Function in a browser, where CSP forbids eval — not even to probe', async () => {
    vi.stubGlobal('document', {});
    watchFunctionConstruction({ refuse: true });

    const { comment, refused } = await loadAndParse();

    expect(comment).toMatchObject({ success: true, data: { content: 'Nice one' } });
    expect(refused.success).toBe(false);
    expect(constructed).toEqual([]);
  });
});
