import type { CaptchaAction, PublicConfig } from '@cloud-snippets/contract';

/** The part of Google's reCAPTCHA v3 API the app uses. */
interface Grecaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
  }
}

export const RECAPTCHA_SCRIPT_ID = 'recaptcha-script';
export const recaptchaScriptUrl = (siteKey: string) =>
  `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(siteKey)}`;

let loading: Promise<Grecaptcha> | null = null;

/** Loads Google's script once (only on the pages that need it); resolves when grecaptcha is ready. */
export function loadRecaptcha(siteKey: string): Promise<Grecaptcha> {
  if (loading) return loading;
  loading = new Promise<Grecaptcha>((resolve, reject) => {
    const whenReady = () => {
      const grecaptcha = window.grecaptcha;
      if (!grecaptcha) return reject(new Error('reCAPTCHA did not load'));
      grecaptcha.ready(() => resolve(grecaptcha));
    };
    if (window.grecaptcha) return whenReady();
    const script = document.createElement('script');
    script.id = RECAPTCHA_SCRIPT_ID;
    script.src = recaptchaScriptUrl(siteKey);
    script.async = true;
    script.defer = true;
    script.onload = whenReady;
    script.onerror = () => {
      loading = null;
      script.remove();
      reject(new Error('reCAPTCHA did not load'));
    };
    document.head.appendChild(script);
  });
  return loading;
}

/** Thrown when a bot-protection token could not be obtained; screens show AUTH.captchaFailed. */
export class CaptchaError extends Error {
  override readonly name = 'CaptchaError';
}

/** A token for `action`, or undefined when no provider is configured. */
export async function getCaptchaToken(
  config: PublicConfig,
  action: CaptchaAction,
): Promise<string | undefined> {
  const { provider, siteKey } = config.captcha;
  if (provider !== 'recaptcha' || !siteKey) return undefined;
  try {
    const grecaptcha = await loadRecaptcha(siteKey);
    return await grecaptcha.execute(siteKey, { action });
  } catch (cause) {
    throw new CaptchaError(cause instanceof Error ? cause.message : 'reCAPTCHA failed');
  }
}

/** For tests: forget the loaded script. */
export function resetRecaptchaForTests() {
  loading = null;
}
