/**
 * Salesforce's releases (decision 048): three a year, each with the API version it brings. A snippet is
 * "verified on" one of them; an Apex or LWC snippet's meta XML names an API version. The list is kept here, by hand,
 * one line per release; a release counts once its date (the first production wave) has come.
 */
export interface SalesforceRelease {
  /** `winter-27`: what the API and URLs name. */
  id: string;
  /** `Winter '27`: what people read. */
  label: string;
  /** Its API version's major number: 68 for Winter '27. Also the release's order. */
  api: number;
  /** The first production wave, YYYY-MM-DD. */
  date: string;
}

const release = (season: 'Spring' | 'Summer' | 'Winter', year: number, api: number, date: string) => ({
  id: `${season.toLowerCase()}-${String(year).padStart(2, '0')}`,
  label: `${season} '${String(year).padStart(2, '0')}`,
  api,
  date,
});

/** Oldest first. */
export const SALESFORCE_RELEASES: readonly SalesforceRelease[] = [
  release('Spring', 23, 57, '2023-01-13'),
  release('Summer', 23, 58, '2023-05-12'),
  release('Winter', 24, 59, '2023-09-08'),
  release('Spring', 24, 60, '2024-01-12'),
  release('Summer', 24, 61, '2024-05-17'),
  release('Winter', 25, 62, '2024-09-06'),
  release('Spring', 25, 63, '2025-01-17'),
  release('Summer', 25, 64, '2025-05-16'),
  release('Winter', 26, 65, '2025-09-05'),
  release('Spring', 26, 66, '2026-01-16'),
  release('Summer', 26, 67, '2026-05-15'),
  release('Winter', 27, 68, '2026-09-11'),
  release('Spring', 27, 69, '2027-01-15'),
  release('Summer', 27, 70, '2027-05-14'),
];

/** "Verified in the last 3 releases": browse's filter. */
export const RECENT_RELEASES = 3;

/** The releases out on `now`, newest first. */
export function releasedBy(now: Date = new Date()): SalesforceRelease[] {
  const today = now.toISOString().slice(0, 10);
  return SALESFORCE_RELEASES.filter((r) => r.date <= today).reverse();
}

/** The release in production on `now`. */
export function currentRelease(now: Date = new Date()): SalesforceRelease {
  return releasedBy(now)[0] ?? SALESFORCE_RELEASES[0]!;
}

export const releaseById = (id: string): SalesforceRelease | undefined =>
  SALESFORCE_RELEASES.find((r) => r.id === id);
export const releaseByApi = (api: number): SalesforceRelease | undefined =>
  SALESFORCE_RELEASES.find((r) => r.api === api);

export const RELEASE_IDS = SALESFORCE_RELEASES.map((r) => r.id) as [string, ...string[]];

/** `<apiVersion>61.0</apiVersion>` in a snippet's meta XML files, the highest when several; null when none. */
export function apiVersionOf(files: readonly { name: string; code: string }[]): string | null {
  let best: number | null = null;
  for (const file of files) {
    if (!/\.xml$/i.test(file.name) && !file.code.includes('<apiVersion>')) continue;
    for (const match of file.code.matchAll(/<apiVersion>\s*(\d{2,3})\.0\s*<\/apiVersion>/g)) {
      const version = Number(match[1]);
      if (best === null || version > best) best = version;
    }
  }
  return best === null ? null : `${best}.0`;
}

/** The release `id` names, when it is out on `now`; undefined for an unknown or future release. */
export function releasedRelease(id: string, now: Date = new Date()): SalesforceRelease | undefined {
  return releasedBy(now).find((r) => r.id === id);
}

/** The oldest of the last RECENT_RELEASES releases out on `now`: "verified in the last 3 releases" is from it on. */
export function recentReleases(now: Date = new Date()): SalesforceRelease[] {
  return releasedBy(now).slice(0, RECENT_RELEASES);
}
