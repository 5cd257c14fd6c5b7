// Rewrites schema.graphql from the Pothos schema (committed; a test fails when it drifts).
import { writeFileSync } from 'node:fs';
import { schemaPath, printedSchema } from '../app/print-schema.ts';

writeFileSync(schemaPath, printedSchema());
console.log(`wrote ${schemaPath}`);
