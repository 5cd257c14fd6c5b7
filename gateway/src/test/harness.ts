// Integration-test harness: a real app on an ephemeral port with its own database: an in-memory
// PGlite by default, or a fresh PostgreSQL database when DATABASE_URL is set.
import { randomBytes } from 'node:crypto';
import type { Config } from '../config.ts';
import { createPostgresDatabase } from '../db/scratch-database.ts';
import { buildApp, type App } from '../server.ts';

export { createPostgresDatabase };

export interface TestApp {
  app: App;
  url: string;
  /** POSTs a GraphQL operation; returns the parsed body. */
  gql<T = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
    token?: string,
    lang?: string,
  ): Promise<GraphQLBody<T>>;
  stop(): Promise<void>;
}

export interface GraphQLBody<T> {
  data?: T;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
  extensions?: Record<string, unknown>;
}

export async function startTestApp(options: { redisUrl?: string; config?: Partial<Config> } = {}): Promise<TestApp> {
  const baseUrl = process.env.DATABASE_URL;
  const database = baseUrl ? await createPostgresDatabase(baseUrl) : null;
  const app = await buildApp({
    port: 0,
    host: '127.0.0.1',
    databaseUrl: database?.url,
    dataDir: undefined as unknown as string,
    redisUrl: options.redisUrl ?? process.env.REDIS_URL,
    jwtSecret: randomBytes(32).toString('hex'),
    logLevel: 'silent',
    seedDemo: false,
    ...options.config,
  });
  const url = await app.start();
  return {
    app,
    url,
    async gql(query, variables, token, lang) {
      const res = await fetch(`${url}/graphql`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(lang ? { 'accept-language': lang } : {}),
        },
        body: JSON.stringify({ query, variables }),
      });
      return (await res.json()) as GraphQLBody<never>;
    },
    async stop() {
      await app.stop();
      await database?.drop();
    },
  };
}
