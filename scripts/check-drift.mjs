// Fails when a generated file no longer matches its source: the printed GraphQL schema, the
// Relay artifacts, or the message catalogs (a message without its zh-hans translation).
import { execSync } from 'node:child_process';

const checks = [
  ['schema.graphql matches the Pothos schema', 'tsx bff/src/scripts/print-schema.ts --check'],
  ['Relay artifacts match the components’ GraphQL', 'relay-compiler --validate'],
  ['message catalogs hold every message of the code', 'lingui extract --clean'],
  ['every message has its zh-hans and en text', 'lingui compile --strict'],
];

for (const [what, command] of checks) {
  process.stdout.write(`• ${what}\n`);
  try {
    execSync(`npx --no-install ${command}`, { stdio: ['ignore', 'pipe', 'pipe'] });
  } catch (error) {
    process.stderr.write(`${error.stdout ?? ''}${error.stderr ?? ''}\nDrift: ${what} — failed: ${command}\n`);
    process.exit(1);
  }
}
