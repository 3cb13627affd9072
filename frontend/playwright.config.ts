import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';

/**
 * Browser tests against the real server binary. Four server instances are started with fresh
 * data folders: captcha off (most tests), captcha on (the captcha test), 30 s access
 * tokens (the refresh test) and the studio's own (it publishes new versions of 550004 and its
 * form, which would change what the other tests see).
 * Server binary: PLATFORM_SERVER_BIN or ../target/debug/server; static files: ./dist.
 * Debian's chromium is used; no browser is ever downloaded.
 */
const here = fileURLToPath(new URL('.', import.meta.url));
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const basePort = Number(process.env.E2E_PORT ?? 18080);
const ports = { captchaOff: basePort, captchaOn: basePort + 1, shortToken: basePort + 2, studio: basePort + 3 };

function server(port: number, captcha: 'on' | 'off', env: Record<string, string> = {}) {
  return {
    env,
    command: `sh '${here}e2e/start-server.sh' ${port} ${captcha}`,
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
  };
}

export default defineConfig({
  testDir: './e2e',
  outputDir: './test-results',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    locale: 'zh-CN',
    viewport: { width: 1440, height: 900 },
    screenshot: 'only-on-failure',
    trace: 'off',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-quic',
        '--no-first-run',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    {
      name: 'captcha-off',
      testIgnore: /(captcha|token-refresh|studio)\.spec\.ts/,
      use: { baseURL: `http://127.0.0.1:${ports.captchaOff}` },
    },
    {
      name: 'captcha-on',
      testMatch: /captcha\.spec\.ts/,
      use: { baseURL: `http://127.0.0.1:${ports.captchaOn}` },
    },
    {
      name: 'short-token',
      testMatch: /token-refresh\.spec\.ts/,
      use: { baseURL: `http://127.0.0.1:${ports.shortToken}` },
    },
    {
      name: 'studio',
      testMatch: /studio\.spec\.ts/,
      use: { baseURL: `http://127.0.0.1:${ports.studio}` },
    },
  ],
  webServer: [
    server(ports.captchaOff, 'off'),
    server(ports.captchaOn, 'on'),
    // access tokens that live 30 s, to see the 10 s refresh check at work
    server(ports.shortToken, 'off', { PLATFORM_ACCESS_TOKEN_SECS: '30' }),
    // the studio publishes versions: a server of its own
    server(ports.studio, 'off'),
  ],
});
