// Prints the Pothos schema to schema.graphql (read by relay-compiler); `--check` fails on drift.
import { readFile, writeFile } from 'node:fs/promises';
import { lexicographicSortSchema, printSchema } from 'graphql';
import { schema } from '../graphql/schema.ts';

const target = new URL('../../../schema.graphql', import.meta.url);
const printed = `${printSchema(lexicographicSortSchema(schema))}\n`;

if (process.argv.includes('--check')) {
  const committed = await readFile(target, 'utf8').catch(() => '');
  if (committed !== printed) {
    process.stderr.write('schema.graphql is stale: run `npm run schema:print` and commit it.\n');
    process.exit(1);
  }
} else {
  await writeFile(target, printed);
}
