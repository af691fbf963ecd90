import { z } from 'zod';
import { describe, expect, it, vi } from 'vitest';

let hydrate: () => void = () => {};
vi.mock('../hooks/use-hydrated', () => ({
  whenPageHydrated: new Promise<void>((resolve) => (hydrate = resolve)),
}));

const { lazyZodResolver } = await import('./lazy-resolver');

const schema = z.object({ email: z.email('Enter an email address') });
const options = { fields: {}, shouldUseNativeValidation: false } as const;

describe('lazyZodResolver', () => {
  it('loads the schema after the page hydrates, once, and checks with it', async () => {
    const load = vi.fn(async () => schema);
    const resolver = lazyZodResolver<{ email: string }>(load);
    await Promise.resolve();
    expect(load).not.toHaveBeenCalled();

    hydrate();
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));

    const refused = await resolver({ email: 'not an address' }, undefined, options);
    expect(refused.errors.email?.message).toBe('Enter an email address');
    const accepted = await resolver({ email: 'amy@example.com' }, undefined, options);
    expect(accepted).toEqual({ values: { email: 'amy@example.com' }, errors: {} });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a check before the idle load loads at once; a failed load is tried again at the next check', async () => {
    const load = vi
      .fn<() => Promise<typeof schema>>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValue(schema);
    const resolver = lazyZodResolver<{ email: string }>(load);

    await expect(resolver({ email: 'x' }, undefined, options)).rejects.toThrow('chunk failed');
    const result = await resolver({ email: 'x' }, undefined, options);
    expect(result.errors.email?.message).toBe('Enter an email address');
  });
});
