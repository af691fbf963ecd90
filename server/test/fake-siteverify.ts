import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Config } from '../src/config.js';

type RecaptchaSettings = Extract<Config['captcha'], { provider: 'recaptcha' }>;

/** A local stand-in for Google's siteverify: answers `verdict`, and records each form it was sent. */
export interface FakeSiteverify {
  /** What the next verification answers (set it per test). */
  verdict: object;
  /** The forms received so far (`secret`, `response`, `remoteip`); empty it with `received.length = 0`. */
  received: URLSearchParams[];
  /** When true, requests are received but never answered (a verify endpoint that hangs). */
  hang: boolean;
  /** reCAPTCHA settings for buildTestApp that point at this fake. */
  captcha(keys?: { siteKey?: string; secretKey?: string }): RecaptchaSettings;
  close(): Promise<void>;
}

export async function startFakeSiteverify(): Promise<FakeSiteverify> {
  const fake: Omit<FakeSiteverify, 'captcha' | 'close'> = { verdict: {}, received: [], hang: false };
  const server = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    request.on('end', () => {
      fake.received.push(new URLSearchParams(raw));
      if (fake.hang) return;
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(fake.verdict));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(fake, {
    captcha: ({ siteKey = 'site', secretKey = 'secret' } = {}): RecaptchaSettings => ({
      provider: 'recaptcha',
      siteKey,
      secretKey,
      minScore: 0.5,
      verifyUrl: `http://127.0.0.1:${port}/siteverify`,
      timeoutMs: 2000,
    }),
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections(); // the ones left hanging
      }),
  });
}
