export type Theme = 'light' | 'dark';

/**
 * The browser's toolbar colour (<meta name="theme-color">) in each theme. A module of its own: the document's head
 * needs it in the entry chunk, the theme menu's code does not (decision 027).
 */
export const THEME_COLORS: Record<Theme, string> = { light: '#0176d3', dark: '#0f172b' };
