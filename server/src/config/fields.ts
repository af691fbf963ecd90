import { z } from 'zod';

/**
 * What the README says of a setting (its table is generated from the schema: `npm run docs:config`). The default it
 * shows is the schema's own `.default()`; `shownDefault` is only for settings whose default `loadConfig` derives.
 */
export interface SettingDoc {
  description: string;
  shownDefault?: string;
}

export const settingDocs = z.registry<SettingDoc>();

const DURATION_PATTERN = /^(\d+)\s*(s|m|h|d)?$/;
const DURATION_UNITS = { s: 1, m: 60, h: 3600, d: 86_400 } as const;

/** Parses '90', '90s', '15m', '12h' or '30d' into seconds. */
export function parseDurationSeconds(value: string): number | null {
  const match = DURATION_PATTERN.exec(value.trim());
  if (!match) return null;
  const unit = (match[2] ?? 's') as keyof typeof DURATION_UNITS;
  const seconds = Number(match[1]) * DURATION_UNITS[unit];
  return seconds > 0 ? seconds : null;
}

/** A duration setting in seconds; `zero` also accepts 0 (0, 0s…), for settings where 0 turns something off. */
export const duration = (fallback: string, { zero = false } = {}) =>
  z
    .string()
    .default(fallback)
    .transform((value, ctx) => {
      if (zero && /^0+\s*[smhd]?$/.test(value.trim())) return 0;
      const seconds = parseDurationSeconds(value);
      if (seconds === null) {
        ctx.addIssue({
          code: 'custom',
          message: `expected a duration such as ${zero ? '0, ' : ''}3600, 15m, 12h or 30d, got '${value}'`,
        });
        return z.NEVER;
      }
      return seconds;
    });

export const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);
export const nonNegativeInt = (fallback: number) => z.coerce.number().int().min(0).default(fallback);

export const booleanFlag = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no'])
    .default(fallback ? 'true' : 'false')
    .transform((value) => value === 'true' || value === '1' || value === 'yes');

/** Empty strings count as unset, so `FOO=` in a shell or .env behaves like no FOO at all. */
export const optionalString = () =>
  z
    .string()
    .optional()
    .transform((value) => (value === undefined || value.trim() === '' ? undefined : value.trim()));
