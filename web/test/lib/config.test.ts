// The local stack's secrets are public defaults: they may sign only for an API on this machine. A
// deployed site that lost its secret must stop, not sign sessions and links with a known key.
import { afterEach, describe, expect, it, vi } from 'vitest';
vi.mock('server-only', () => ({}));
const { config } = await import('@/lib/config');

const NAMES = ['DOMINION_API_URL', 'DOMINION_API_SECRET', 'NEXTAUTH_SECRET'] as const;
const saved = Object.fromEntries(NAMES.map((n) => [n, process.env[n]]));
afterEach(() => {
  for (const n of NAMES) {
    if (saved[n] === undefined) delete process.env[n];
    else process.env[n] = saved[n];
  }
});
const set = (env: Partial<Record<(typeof NAMES)[number], string>>) => {
  for (const n of NAMES) delete process.env[n];
  Object.assign(process.env, env);
};

describe('secrets', () => {
  it('default to the local ones with an API on this machine', () => {
    for (const url of [undefined, 'http://127.0.0.1:8787', 'http://localhost:4000/']) {
      set(url ? { DOMINION_API_URL: url } : {});
      expect(config.apiSecret()).toBe('local-development-secret');
      expect(config.nextAuthSecret()).toBe('local-development-nextauth-secret');
    }
  });

  it('are refused when missing with a deployed API, naming the setting', () => {
    set({ DOMINION_API_URL: 'https://abc123.execute-api.eu-west-1.amazonaws.com' });
    expect(() => config.apiSecret()).toThrow(/DOMINION_API_SECRET is not set/);
    expect(() => config.nextAuthSecret()).toThrow(/NEXTAUTH_SECRET is not set/);
    // An address that only starts like a local one is not local.
    set({ DOMINION_API_URL: 'http://127.0.0.1.example.com' });
    expect(() => config.apiSecret()).toThrow(/DOMINION_API_SECRET/);
  });

  it('are the ones set, wherever the API is', () => {
    set({
      DOMINION_API_URL: 'https://api.example.com',
      DOMINION_API_SECRET: ' s3cret-from-env ',
      NEXTAUTH_SECRET: 'n',
    });
    expect(config.apiSecret()).toBe('s3cret-from-env');
    expect(config.nextAuthSecret()).toBe('n');
  });
});
