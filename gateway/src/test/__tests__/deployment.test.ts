// The deployment files (docker/) checked without a Docker engine: secrets have no default, every
// variable the gateway reads is passed through compose, the proxy and the container use
// readiness and the proxy sends HSTS under TLS, the build context leaves out local installs and
// data, and the image's runtime packages (resolved from the lockfile as `npm ci --omit=dev
// --omit=peer` does for the server's workspaces) hold neither the web app's libraries nor the
// Prisma CLI. With Caddy installed, the Caddyfile is also validated by Caddy itself.
import { execFileSync, spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { ENV_VARIABLES } from '../../config.ts';
import { repoRoot } from '../gateway-process.ts';

const read = (file: string) => readFileSync(path.join(repoRoot, file), 'utf8');

type Service = { environment?: Record<string, string>; healthcheck?: unknown; stop_grace_period?: string };
const compose = parse(read('docker/compose.yaml'), { merge: true }) as { services: Record<string, Service> };

/** Variables read by development aids only, never in production. */
const DEV_ONLY = new Set(['BOOKING_TIMINGS']);

/** The names of the environment variables the gateway's sources read (env.X, process.env.X). */
function variablesReadBySources(): Set<string> {
  const names = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir)) {
      const full = path.join(dir, entry);
      if (statSync(full).isDirectory()) {
        if (!['__tests__', 'test', 'generated', 'scripts'].includes(entry)) walk(full);
      } else if (full.endsWith('.ts')) {
        for (const m of readFileSync(full, 'utf8').matchAll(/\benv\.([A-Z][A-Z0-9_]+)/g)) names.add(m[1]!);
      }
    }
  };
  walk(path.join(repoRoot, 'gateway/src'));
  return names;
}

describe('deployment files', () => {
  it('declares every variable the gateway reads, and compose passes each one to the gateway and the migration', () => {
    const read = variablesReadBySources();
    const undeclared = [...read].filter((name) => !DEV_ONLY.has(name) && !(ENV_VARIABLES as string[]).includes(name));
    expect(undeclared).toEqual([]);
    for (const service of ['gateway', 'migrate']) {
      const environment = compose.services[service]!.environment ?? {};
      expect(ENV_VARIABLES.filter((name) => !(name in environment))).toEqual([]);
    }
  });

  it('has no default for a secret: JWT_SECRET and the database password are required', () => {
    const text = read('docker/compose.yaml');
    const gateway = compose.services.gateway!.environment!;
    expect(gateway.JWT_SECRET).toMatch(/^\$\{JWT_SECRET:\?.+\}$/);
    expect(gateway.DATABASE_URL).toMatch(/^postgres:\/\/salon:\$\{POSTGRES_PASSWORD:\?.+\}@postgres:5432\/salon$/);
    expect(compose.services.postgres!.environment!.POSTGRES_PASSWORD).toMatch(/^\$\{POSTGRES_PASSWORD:\?.+\}$/);
    // No fallback value for either anywhere in the file.
    expect(text).not.toMatch(/\$\{(JWT_SECRET|POSTGRES_PASSWORD):?-/);
    expect(text).not.toMatch(/\$\{(JWT_SECRET|POSTGRES_PASSWORD)\}/);
  });

  it('drains replicas within docker stop: grace period, readiness delay, stop_grace_period', () => {
    const gateway = compose.services.gateway!;
    const grace = Number(/:-(\d+)/.exec(gateway.environment!.SHUTDOWN_GRACE_SECONDS!)?.[1]);
    const delay = Number(/:-(\d+)/.exec(gateway.environment!.SHUTDOWN_DELAY_SECONDS!)?.[1]);
    const stop = Number(/^(\d+)s$/.exec(gateway.stop_grace_period ?? '')?.[1]);
    expect(delay).toBeGreaterThan(2); // longer than the proxy's 2 s health interval
    expect(grace).toBeGreaterThan(delay);
    expect(stop).toBeGreaterThan(grace);
  });

  it('puts readiness behind the container health check and the proxy, with TLS by domain and HSTS', () => {
    const dockerfile = read('docker/Dockerfile');
    expect(dockerfile).toMatch(/HEALTHCHECK[\s\S]*\/health\/ready/);
    const caddyfile = read('docker/Caddyfile');
    expect(caddyfile).toMatch(/^\{\$DOMAIN::80\} \{/m);
    expect(caddyfile).toMatch(/health_uri \/health\/ready/);
    expect(caddyfile).toMatch(/@tls protocol https\s+header @tls Strict-Transport-Security "max-age=\d{8,}/);
    expect(compose.services.proxy!.environment!.DOMAIN).toMatch(/^\$\{DOMAIN:-:80\}$/);
  });

  it('keeps local installs, build output, data and secrets out of the build context', () => {
    const ignored = read('.dockerignore')
      .split('\n')
      .map((l) => l.trim())
      .filter((l) => l && !l.startsWith('#'));
    expect(ignored).toEqual(expect.arrayContaining(['**/node_modules', '**/dist', 'data', '.git', '.env']));
  });

  it("installs only the server's runtime packages in the image: no React, Vite, MUI or Prisma CLI", () => {
    const dockerfile = read('docker/Dockerfile');
    expect(dockerfile).toContain("p.workspaces = ['packages/shared', 'gateway', 'rest-compat']");
    expect(dockerfile).toContain('npm ci --omit=dev --omit=peer --ignore-scripts');
    // The packages npm installs for that: the workspaces' dependencies, then theirs, each resolved
    // as Node does (nested node_modules first, then upwards); optional ones included, peers not.
    const lock = JSON.parse(read('package-lock.json')) as {
      packages: Record<
        string,
        { dependencies?: Record<string, string>; optionalDependencies?: Record<string, string> }
      >;
    };
    const resolve = (from: string, name: string): string | undefined => {
      let dir = from;
      for (;;) {
        const candidate = `${dir ? `${dir}/` : ''}node_modules/${name}`;
        if (lock.packages[candidate]) return candidate;
        if (!dir) return undefined;
        const up = dir.lastIndexOf('/node_modules/');
        dir = up >= 0 ? dir.slice(0, up) : '';
      }
    };
    const installed = new Set<string>();
    const queue = ['packages/shared', 'gateway', 'rest-compat'];
    while (queue.length) {
      const at = queue.pop()!;
      const entry = lock.packages[at]!;
      for (const name of Object.keys({ ...entry.dependencies, ...entry.optionalDependencies })) {
        if (name.startsWith('@salon/')) continue;
        const found = resolve(at, name);
        if (found && !installed.has(found)) {
          installed.add(found);
          queue.push(found);
        }
      }
    }
    const names = new Set([...installed].map((p) => p.slice(p.lastIndexOf('node_modules/') + 13)));
    for (const needed of [
      'graphql-yoga',
      '@prisma/client',
      'pg',
      '@electric-sql/pglite',
      'prom-client',
      '@node-rs/argon2',
    ])
      expect(names).toContain(needed);
    for (const absent of [
      'react',
      'react-dom',
      'vite',
      '@mui/material',
      '@apollo/client',
      'prisma',
      'typescript',
      'vitest',
    ])
      expect(names).not.toContain(absent);
  });

  it.runIf(spawnSync('caddy', ['version']).status === 0)(
    'is a Caddyfile that Caddy accepts, with and without a domain',
    () => {
      for (const domain of [':80', 'booking.example.ch']) {
        const out = execFileSync('caddy', ['adapt', '--config', path.join(repoRoot, 'docker/Caddyfile')], {
          env: { ...process.env, DOMAIN: domain, UPSTREAMS: '127.0.0.1:4001 127.0.0.1:4002' },
          encoding: 'utf8',
          stdio: ['ignore', 'pipe', 'pipe'],
        });
        const config = JSON.parse(out) as { apps: { http: { servers: Record<string, { listen: string[] }> } } };
        const listen = Object.values(config.apps.http.servers).flatMap((s) => s.listen);
        expect(listen).toEqual(domain === ':80' ? [':80'] : [':443']);
        expect(out).toContain('"uri":"/health/ready"');
        expect(out).toContain('{"dial":"127.0.0.1:4001"},{"dial":"127.0.0.1:4002"}');
      }
    },
  );
});
