/** The two local-storage entries of SPEC §3 (web session; e2e tests read them too). */
export const STORAGE_KEYS = { token: 'cloud-snippets.token', user: 'cloud-snippets.user' } as const;
