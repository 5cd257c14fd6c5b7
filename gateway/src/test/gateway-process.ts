// Real gateway processes for multi-instance tests and benchmarks: `node --import tsx
// gateway/src/main.ts` (or the built gateway/dist/main.js) as a child process on an ephemeral port.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

export const repoRoot = path.resolve(import.meta.dirname, '../../..');

export interface GatewayProcess {
  url: string;
  child: ChildProcess;
  /** Everything the process printed so far (stdout and stderr). */
  output(): string;
  stop(): Promise<void>;
}

export interface GatewayExit {
  code: number | null;
  output: string;
}

/** Starts `main.ts` (or the built bundle when `built`) with the given environment. */
function launch(env: Record<string, string | undefined>, built = false) {
  // GATEWAY_NODE_ARGS: extra Node flags for the gateways, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`.
  const flags = (process.env.GATEWAY_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const entry = [...flags, ...(built ? ['gateway/dist/main.js'] : ['--import', 'tsx', 'gateway/src/main.ts'])];
  if (built && !existsSync(path.join(repoRoot, 'gateway/dist/main.js')))
    throw new Error('run `npm run build:gateway` first');
  const child = spawn(process.execPath, entry, {
    cwd: repoRoot,
    env: { ...process.env, HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'warn', SEED_DEMO: 'false', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (chunk: Buffer) => {
    out += chunk.toString();
  });
  child.stderr!.on('data', (chunk: Buffer) => {
    out += chunk.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  // Never outlive the process that started it (a failed or interrupted test or benchmark).
  const orphan = () => child.kill('SIGKILL');
  process.once('exit', orphan);
  void exited.then(() => process.removeListener('exit', orphan));
  return { child, output: () => out, exited };
}

export async function startGateway(
  env: Record<string, string | undefined>,
  options: { built?: boolean; timeoutMs?: number } = {},
): Promise<GatewayProcess> {
  const { child, output, exited } = launch(env, options.built);
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`gateway did not start:\n${output()}`)),
      options.timeoutMs ?? 180_000,
    );
    const check = () => {
      const match = /running at http:\/\/localhost:(\d+)/.exec(output());
      if (match) {
        clearTimeout(timer);
        resolve(`http://127.0.0.1:${match[1]}`);
      }
    };
    child.stdout!.on('data', check);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`gateway exited (${code}) before serving:\n${output()}`));
    });
  });
  return {
    url,
    child,
    output,
    async stop() {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** Runs a gateway that is expected to refuse to start; resolves with its exit code and output. */
export async function runGatewayExpectingExit(env: Record<string, string | undefined>): Promise<GatewayExit> {
  const { child, output, exited } = launch(env);
  const timer = setTimeout(() => child.kill('SIGKILL'), 180_000);
  // A gateway that starts serving after all is stopped at once (the caller sees exit code null or 0).
  child.stdout!.on('data', () => {
    if (output().includes('running at')) child.kill('SIGTERM');
  });
  const code = await exited;
  clearTimeout(timer);
  return { code, output: output() };
}
