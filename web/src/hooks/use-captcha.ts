import { useCallback, useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { CaptchaAction } from '@cloud-snippets/contract';
import { getCaptchaToken, loadRecaptcha } from '../lib/captcha';
import { FALLBACK_CONFIG, publicConfigQueryOptions } from '../lib/public-config';

/**
 * Bot protection for one form: loads the provider's script as soon as the page shows (reCAPTCHA v3 scores the
 * visit) and hands out a token per submit. With provider 'none' nothing is loaded and the token is undefined.
 */
export function useCaptcha(action: CaptchaAction) {
  const { data: config = FALLBACK_CONFIG } = useQuery(publicConfigQueryOptions());
  const siteKey = config.captcha.provider === 'recaptcha' ? config.captcha.siteKey : null;

  useEffect(() => {
    if (siteKey) loadRecaptcha(siteKey).catch(() => undefined);
  }, [siteKey]);

  const getToken = useCallback(() => getCaptchaToken(config, action), [config, action]);
  return { getToken, isEnabled: !!siteKey };
}
