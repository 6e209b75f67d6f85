/**
 * The server's layers, as the README's map of the code draws them ("Layers"), held by `npm run lint`:
 * no import cycle of any kind (type-only imports count too), and no import from a layer to one above
 * it. `tests/lint/layers.test.ts` shows both failing.
 *
 * A module belongs to the first group below whose path it matches; groups are listed bottom first.
 */
const SRC = 'bff/src/';

/** The domains, lowest first: each may import those before it, never one after it. The audit log is lowest: every domain reports to it. */
const DOMAINS = ['audit', 'connectors', 'llm', 'identity', 'workspaces', 'tokens', 'apps', 'scim', 'search', 'agents', 'chat', 'billing', 'bots', 'mcp', 'demo'];

/** Groups in matching order, each `[name, pattern]` (a pattern is anchored at `bff/src/`). */
const MATCHING = [
  // What the product stands on: helpers, messages, text extraction, the database and every
  // domain's tables (foreign keys name other domains' tables; db/relations.ts joins them all).
  ['foundation', '(lib|i18n|text|db)/|[^/]+/tables\\.ts$|apps/read-model\\.ts$'],
  // The configuration and the settings parsers it reads the environment with.
  ['settings', '(config|config-error|logger)\\.ts$|identity/(delivery|oidc|ldap|workplace)/config\\.ts$|http/network-settings\\.ts$|connectors/types\\.ts$'],
  // Neutral ground every domain may import: request plumbing (context, viewer, expected errors,
  // event bus, loaders' shapes, token scopes), input validation, each domain's ports.ts (the
  // shapes it lends through the context, filled in at the composition root), and billing's plan:
  // what a workspace may do now, read from billing's tables alone, which the domains that count
  // against it (members, documents, chats) ask before they add.
  ['neutral', 'request/|validation/|[^/]+/ports\\.ts$|identity/delivery/ports\\.ts$|billing/plan\\.ts$'],
  // The composition: it builds the context and the schema from every domain.
  ['composition', '[^/]+\\.ts$|scripts/|graphql/(schema|yoga|loaders)\\.ts$|http/(request-context|rate-limit)\\.ts$'],
  // The schema's and the REST surface's kit the domains define their types and routes with.
  ['kit', '(graphql|http)/'],
  ...DOMAINS.map((domain) => [domain, `${domain}/`]),
];

/** Bottom to top. */
const ORDER = ['foundation', 'settings', 'neutral', 'kit', ...DOMAINS, 'composition'];

/**
 * Imports against the layers that are known and not yet turned round, each with why. A new one
 * belongs here only with its reason; the way out is an event, a port passed in at the composition
 * root (app.ts), or the shared piece moved down.
 */
const KNOWN_EXCEPTIONS = [];

/** A group's modules: its pattern, less those of the groups matched before it. */
function groupPath(name) {
  const at = MATCHING.findIndex(([group]) => group === name);
  const before = MATCHING.slice(0, at).map(([, pattern]) => `(?:${pattern})`);
  return `^${SRC}${before.length ? `(?!${before.join('|')})` : ''}(?:${MATCHING[at][1]})`;
}

const MAP = 'see the layers in the README’s map of the code: make the arrow point down (an event, a port passed in at the composition root, or the shared piece moved down)';

const layerRules = ORDER.slice(0, -1).map((name, at) => {
  const above = ORDER.slice(at + 1);
  const exceptions = KNOWN_EXCEPTIONS.filter((exception) => new RegExp(groupPath(name)).test(SRC + exception.from));
  return {
    name: `layer-${name}`,
    severity: 'error',
    comment: `${name} may import only ${ORDER.slice(0, at).join(', ') || 'packages'} and itself; ${MAP}.`,
    from: { path: groupPath(name), pathNot: exceptions.map((exception) => `^${SRC}${exception.from}$`) },
    to: { path: above.map(groupPath) },
  };
});

const exceptionRules = KNOWN_EXCEPTIONS.map((exception) => {
  const [name] = MATCHING.find(([group]) => new RegExp(groupPath(group)).test(SRC + exception.from));
  const at = ORDER.indexOf(name);
  return {
    name: `layer-${name}`,
    severity: 'error',
    comment: `${name} may import only the layers below it (known exception: ${exception.from} to ${exception.to}, ${exception.why}); ${MAP}.`,
    from: { path: `^${SRC}${exception.from}$` },
    to: { path: ORDER.slice(at + 1).map(groupPath), pathNot: `^${SRC}${exception.to}$` },
  };
});

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'Two modules that import each other, even for a type, tie their layers together: move the shared shape down (a ports.ts, request/) or compose at the top (app.ts).',
      from: {},
      to: { circular: true },
    },
    ...layerRules,
    ...exceptionRules,
  ],
  options: {
    // Type-only imports are dependencies too: a type that imports its users back is a cycle.
    tsPreCompilationDeps: true,
    doNotFollow: { path: 'node_modules' },
    // Tests beside the code may import what they check the code with.
    exclude: { path: ['node_modules', '\\.test\\.ts$'] },
    includeOnly: '^bff/src/',
  },
};
