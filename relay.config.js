// Read by relay-compiler and by babel-plugin-relay (through Vite). Named exports: both load this
// file with require(), which sees an ES module's named exports as a plain config object.
export const src = './web/src';
export const schema = './schema.graphql';
export const language = 'typescript';
export const artifactDirectory = './web/src/__generated__';
export const excludes = ['**/node_modules/**', '**/__generated__/**'];
export const eagerEsModules = true;
export const noFutureProofEnums = true;
export const customScalarTypes = { DateTime: 'string' };
// The web app sends each operation's id, not its text: the compiler writes the texts into this
// file (read by the server, bff/src/graphql/persisted-operations.ts). `npm run relay` keeps it to
// the current operations (scripts/relay.mjs).
export const persistConfig = { file: './web/persisted-operations.json', algorithm: 'MD5' };
