import path from 'node:path';
import { lexicographicSortSchema, printSchema } from 'graphql';
import { schema } from '../schema.ts';

export const schemaPath = path.resolve(import.meta.dirname, '../../../schema.graphql');

export function printedSchema(): string {
  return `${printSchema(lexicographicSortSchema(schema))}\n`;
}
