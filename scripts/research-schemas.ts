// Writes schemas/simulation-{row,summary}.schema.json from the zod schemas (test/core/research-schemas.test.ts checks they are current).
import { writeFileSync } from 'node:fs';
import { simulationJsonSchemas } from '../src/core/research/json-schemas.js';

for (const [name, schema] of Object.entries(simulationJsonSchemas())) {
  writeFileSync(new URL(`../schemas/simulation-${name}.schema.json`, import.meta.url), `${JSON.stringify(schema, null, 2)}\n`);
}
