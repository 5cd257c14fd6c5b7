// The environment is parsed and validated at start: a bad value stops the start with a message
// naming the variable, instead of a NaN port or a silent fallback.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, ENV_VARIABLES, loadConfig, mayShowValue } from '../config.ts';
import { runGatewayExpectingExit } from '../test/gateway-process.ts';

const dataDir = mkdtempSync(path.join(tmpdir(), 'config-'));

function problems(env: Record<string, string>): string[] {
  try {
    loadConfig({ DATA_DIR: dataDir, ...env });
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe('configuration from the environment', () => {
  it('gives the documented defaults', () => {
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config).toMatchObject({
      port: 4000,
      host: '0.0.0.0',
      seedDemo: true,
      logLevel: 'info',
      dbPoolSize: 20,
      maxInflight: 512,
      shutdownGraceMs: 20_000,
      healthTimeoutMs: 2000,
      production: false,
    });
    expect(config.metricsToken).toBeUndefined();
    expect(config.sentryDsn).toBeUndefined();
    // An empty variable counts as unset (compose passes `${SMTP_URL:-}` as an empty string).
    expect(loadConfig({ DATA_DIR: dataDir, PORT: '', SMTP_URL: '' }).port).toBe(4000);
  });

  it('reads valid values', () => {
    const config = loadConfig({
      DATA_DIR: dataDir,
      PORT: '8080',
      SEED_DEMO: 'false',
      DATABASE_URL: 'postgres://salon:secret@db:5432/salon',
      REDIS_URL: 'redis://redis:6379',
      METRICS_TOKEN: 'a-long-enough-metrics-token',
      SHUTDOWN_GRACE_SECONDS: '30',
      NODE_ENV: 'production',
      JWT_SECRET: 'x'.repeat(64),
      PUBLIC_URL: 'https://booking.example.ch',
    });
    expect(config).toMatchObject({
      port: 8080,
      seedDemo: false,
      databaseUrl: 'postgres://salon:secret@db:5432/salon',
      redisUrl: 'redis://redis:6379',
      metricsToken: 'a-long-enough-metrics-token',
      shutdownGraceMs: 30_000,
      production: true,
      publicUrl: 'https://booking.example.ch',
    });
  });

  it('refuses PORT=abc with a message naming PORT', () => {
    expect(problems({ PORT: 'abc' })).toEqual(['PORT must be a whole number from 0 to 65535 (got "abc")']);
    expect(() => loadConfig({ DATA_DIR: dataDir, PORT: 'abc' })).toThrow(/PORT must be a whole number/);
  });

  it('never prints back the value of a variable that can hold a secret, whatever is wrong with it', () => {
    const secretBearing = ENV_VARIABLES.filter((name) => !mayShowValue(name));
    expect(secretBearing).toEqual(expect.arrayContaining(['SMTP_URL', 'DATABASE_URL', 'JWT_SECRET', 'METRICS_TOKEN']));
    // Each variable in turn holds a bad value with a password in it: the problem names the variable
    // and the rule, never the value.
    for (const name of ENV_VARIABLES) {
      // DATA_DIR is a folder the gateway creates: the bad value stays inside the test's own folder.
      const value =
        name === 'DATA_DIR' ? path.join(dataDir, 'smtp://user:hunter2@ bad value') : 'smtp://user:hunter2@ bad value';
      const found = problems({ [name]: value });
      for (const line of found) {
        if (!mayShowValue(name)) expect(line, name).not.toContain('hunter2');
      }
    }
    expect(problems({ SMTP_URL: 'smtp://user:hunter2@mail example' })).toEqual([expect.stringMatching(/^SMTP_URL /)]);
    expect(problems({ SMTP_URL: 'smtp://user:hunter2@mail example' })[0]).not.toContain('hunter2');
  });

  it('names every bad variable at once', () => {
    const found = problems({
      PORT: '70000',
      DB_POOL_SIZE: '0',
      SEED_DEMO: 'maybe',
      LOG_LEVEL: 'loud',
      DATABASE_URL: 'mysql://db/salon',
      SMTP_URL: 'mail.example.ch',
      METRICS_TOKEN: 'short',
      NOTIFICATIONS_INTERVAL_SECONDS: '-1',
    });
    expect(found.map((p) => p.split(' ')[0]).sort()).toEqual([
      'DATABASE_URL',
      'DB_POOL_SIZE',
      'LOG_LEVEL',
      'METRICS_TOKEN',
      'NOTIFICATIONS_INTERVAL_SECONDS',
      'PORT',
      'SEED_DEMO',
      'SMTP_URL',
    ]);
    expect(found).toContain('PORT must be at most 65535 (got "70000")');
    expect(found).toContain('SEED_DEMO must be true or false (got "maybe")');
  });

  it('refuses a short JWT secret in production and a refresh window longer than the token', () => {
    expect(problems({ NODE_ENV: 'production', JWT_SECRET: 'secret' })).toEqual([
      'JWT_SECRET must be at least 32 characters in production (e.g. `openssl rand -hex 32`)',
    ]);
    expect(problems({ TOKEN_TTL_SECONDS: '3600', TOKEN_REFRESH_SECONDS: '7200' })).toEqual([
      'TOKEN_REFRESH_SECONDS must be below TOKEN_TTL_SECONDS (got 7200 and 3600)',
    ]);
  });

  it('stops the gateway process at start with the message, exit code 1', async () => {
    const exit = await runGatewayExpectingExit({ PORT: 'abc', DATA_DIR: dataDir });
    expect(exit.code).toBe(1);
    expect(exit.output).toContain('Invalid environment');
    expect(exit.output).toContain('PORT must be a whole number from 0 to 65535 (got "abc")');
    expect(exit.output).not.toContain('running at');
  }, 120_000);
});
