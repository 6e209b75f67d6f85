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
