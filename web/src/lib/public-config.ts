import { queryOptions } from '@tanstack/react-query';
import type { PublicConfig } from '@cloud-snippets/contract';
import { api } from './api-client';

/** Without the server's answer the app behaves as if no bot protection were configured. */
export const FALLBACK_CONFIG: PublicConfig = {
  captcha: { provider: 'none', siteKey: null },
  oauthProviders: [],
};

/** GET /api/config: what the web app needs to know about the server's setup (bot-protection provider, sign-in providers). */
export async function getPublicConfig(): Promise<PublicConfig> {
  try {
    return await api.get<PublicConfig>('/api/config', { silent: true });
  } catch {
    return FALLBACK_CONFIG;
  }
}

export const publicConfigQueryOptions = () =>
  queryOptions({ queryKey: ['public-config'], queryFn: getPublicConfig, staleTime: Infinity, retry: false });
