import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { printedSchema, schemaPath } from '../../app/print-schema.ts';
import { diffMigrationsToSchema } from '../schema-engine.ts';

describe('generated artefacts stay in step', () => {
  it('schema.graphql matches the Pothos schema (run npm run schema:print)', () => {
    expect(readFileSync(schemaPath, 'utf8')).toBe(printedSchema());
  });

  it('the migrations produce exactly schema.prisma (run npm run migrate:new -- NAME)', async () => {
    expect(await diffMigrationsToSchema()).toBe('');
  });
});
