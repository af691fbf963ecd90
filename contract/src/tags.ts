/** Tags of SPEC §5's snippet form: one rule for the tag input, the snippet schema and the server. */

/** Trimmed, lowercased, de-duplicated; blank entries dropped. */
export function normalizeTags(tags: readonly string[]): string[] {
  return [...new Set(tags.map((t) => t.trim().toLowerCase()).filter(Boolean))];
}

/** A tag: letters, digits and - _ . + # (so `c#`, `ampscript`, `data-extension`, `node.js` all work). */
export const TAG_PATTERN = /^[a-z0-9][a-z0-9._+#-]*$/;
