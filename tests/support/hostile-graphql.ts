import { encodeGlobalID } from '@pothos/plugin-relay';
import fc from 'fast-check';
import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isLeafType,
  isListType,
  isNonNullType,
  isObjectType,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLObjectType,
  type GraphQLOutputType,
  type GraphQLSchema,
} from 'graphql';
import { LANGUAGES, type Identity } from './hostile-rest.ts';
import { HUGE_LIST, hostileDate, hostileId, hostileJson, hostileNumber, hostileString, type KnownIds } from './hostile-values.ts';

export type Operation = { label: string; identity: Identity; language: string | undefined; query: string; variables: Record<string, unknown> };

type Wanted = { known: KnownIds; loose: boolean; idType?: string[]; hints?: string[] };

/** What an argument or input field of this name is to hold: rows of its type, values that name something. */
const wantedFor = (name: string, known: KnownIds, loose: boolean): Wanted => ({ known, loose, idType: idTypesOf(name, known), hints: known.strings[name] });

/** The types of row an argument's name asks for (`roleId`, `memberIds`, `messageId`…). */
function idTypesOf(name: string, known: KnownIds): string[] | undefined {
  const stem = /^(.*?)Ids?$/.exec(name)?.[1];
  if (!stem) return undefined;
  const type = stem === 'message' ? 'ChatMessage' : stem[0]!.toUpperCase() + stem.slice(1);
  const types = Object.keys(known.byType).filter((known) => known === type || known.endsWith(type));
  return types.length ? types : undefined;
}

/**
 * A value for an argument of this type: of the type and hostile (strings that trip parsers and
 * columns, IDs of no row or the wrong type, extreme dates and numbers, huge lists), null or left
 * out; when `loose`, sometimes of another type altogether.
 */
function valueOf(type: GraphQLInputType, wanted: Wanted, depth = 0): fc.Arbitrary<unknown> {
  if (isNonNullType(type)) return fc.oneof({ weight: 20, arbitrary: ofType(type.ofType, wanted, depth) }, { weight: 1, arbitrary: fc.constant(null) });
  return fc.oneof(
    { weight: 8, arbitrary: ofType(type, wanted, depth) },
    { weight: 1, arbitrary: fc.constant(null) },
    { weight: 1, arbitrary: fc.constant(undefined) },
  );
}

function ofType(type: GraphQLInputType, wanted: Wanted, depth: number): fc.Arbitrary<unknown> {
  const typed = typedValue(type, wanted, depth);
  if (!wanted.loose) return typed;
  return fc.oneof({ weight: 6, arbitrary: typed }, { weight: 1, arbitrary: fc.oneof(hostileJson, hostileNumber, fc.boolean()) });
}

function typedValue(type: GraphQLInputType, wanted: Wanted, depth: number): fc.Arbitrary<unknown> {
  const { known } = wanted;
  if (isNonNullType(type)) return ofType(type.ofType, wanted, depth);
  if (isListType(type)) {
    return fc.oneof(
      { weight: 8, arbitrary: fc.array(valueOf(type.ofType, wanted, depth + 1), { maxLength: 4 }) },
      { weight: 1, arbitrary: valueOf(type.ofType, wanted, depth + 1) },
      { weight: 1, arbitrary: fc.constant(HUGE_LIST) },
    );
  }
  if (isInputObjectType(type)) {
    if (depth > 3) return fc.constant(null);
    const fields = Object.values(type.getFields());
    const model = Object.fromEntries(fields.map((field) => [field.name, valueOf(field.type, wantedFor(field.name, known, wanted.loose), depth + 1)]));
    return fc.record(model, { requiredKeys: fields.filter((field) => isNonNullType(field.type)).map((field) => field.name) });
  }
  if (isEnumType(type)) {
    return fc.oneof({ weight: 8, arbitrary: fc.constantFrom(...type.getValues().map((value) => value.name)) }, { weight: 1, arbitrary: hostileString });
  }
  switch (type.name) {
    case 'ID': {
      const own = (wanted.idType ?? []).flatMap((name) => known.byType[name] ?? []);
      const ofOwnType = fc.tuple(fc.constantFrom(...(wanted.idType ?? known.nodeTypes)), fc.uuid()).map(([name, id]) => encodeGlobalID(name, id));
      return fc.oneof(
        { weight: own.length ? 6 : 0, arbitrary: own.length ? fc.constantFrom(...own) : fc.constant('') },
        { weight: 2, arbitrary: ofOwnType },
        { weight: 2, arbitrary: hostileId(known) },
      );
    }
    case 'Int':
      return fc.oneof(fc.integer({ min: -5, max: 200 }), fc.constantFrom(0, -1, 2 ** 31 - 1, -(2 ** 31)));
    case 'Float':
      return hostileNumber;
    case 'Boolean':
      return fc.boolean();
    case 'DateTime':
      return hostileDate;
    case 'JSON':
      return hostileJson;
    default:
      return wanted.hints?.length ? fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...wanted.hints) }, { weight: 2, arbitrary: hostileString }) : hostileString;
  }
}

/**
 * What to read back: `__typename`, the leaf fields, and one level of objects below, from every
 * member of a union or interface. A field whose name another member uses with another type is
 * left out, so that the document stays valid (and the operation reaches its resolvers).
 */
export function selection(schema: GraphQLSchema, type: GraphQLOutputType, depth: number): string {
  const named = getNamedType(type);
  if (isLeafType(named)) return '';
  const members = isObjectType(named) ? [named] : schema.getPossibleTypes(named).slice(0, 10);
  const seen = new Map<string, string>();
  const fieldsOf = (object: GraphQLObjectType) => {
    const usable = Object.values(object.getFields()).filter(
      (field: GraphQLField<unknown, unknown>) => field.args.every((arg) => !isNonNullType(arg.type)) && (seen.get(field.name) ?? String(field.type)) === String(field.type),
    );
    const leaves = usable.filter((field) => isLeafType(getNamedType(field.type))).slice(0, 6);
    const objects = depth < 1 ? usable.filter((field) => !isLeafType(getNamedType(field.type))).slice(0, 3) : [];
    for (const field of [...leaves, ...objects]) seen.set(field.name, String(field.type));
    return [...leaves.map((field) => field.name), ...objects.map((field) => `${field.name} ${selection(schema, field.type, depth + 1)}`)].join(' ');
  };
  if (isObjectType(named)) return `{ __typename ${fieldsOf(named)} }`;
  return `{ __typename ${members.map((member) => `... on ${member.name} { ${fieldsOf(member) || '__typename'} }`).join(' ')} }`;
}

/** For every query and mutation field, operations calling it with hostile variables for each of its arguments. */
export function fieldOperations(schema: GraphQLSchema, known: KnownIds) {
  const roots = [
    ['query', schema.getQueryType()],
    ['mutation', schema.getMutationType()],
  ] as const;
  return roots.flatMap(([kind, root]) =>
    Object.values(root?.getFields() ?? {}).map((field) => {
      const definitions = field.args.map((arg, i) => `$a${i}: ${String(arg.type)}`).join(', ');
      const args = field.args.map((arg, i) => `${arg.name}: $a${i}`).join(', ');
      const query = `${kind} Hostile${definitions ? `(${definitions})` : ''} { ${field.name}${args ? `(${args})` : ''} ${selection(schema, field.type, 0)} }`;
      const variablesOf = (loose: boolean) =>
        fc.record(Object.fromEntries(field.args.map((arg, i) => [`a${i}`, valueOf(arg.type, wantedFor(arg.name, known, loose))])), {
          requiredKeys: field.args.flatMap((arg, i) => (isNonNullType(arg.type) ? [`a${i}`] : [])),
        });
      // Mostly values of the arguments' types, which reach the resolvers; some of other types, which GraphQL refuses first.
      const variables = fc.oneof({ weight: 4, arbitrary: variablesOf(false) }, { weight: 1, arbitrary: variablesOf(true) });
      const arbitrary: fc.Arbitrary<Operation> = fc
        .record({ identity: fc.constantFrom<Identity>('signedOut', 'member', 'admin', 'admin'), language: fc.constantFrom(...LANGUAGES), variables })
        .map(({ identity, language, variables }) => ({ label: `${kind} ${field.name}`, identity, language, query, variables: variables as Record<string, unknown> }));
      return { field: `${kind} ${field.name}`, arbitrary };
    }),
  );
}

const deep = (levels: number) => `{ __schema { types { fields { type { ${'ofType { '.repeat(levels)}name${' }'.repeat(levels)} } } } } }`;

/** Documents that are not what a client should send: broken, too deep, too wide, cyclic, or asking for what is not there. */
export const HOSTILE_DOCUMENTS = [
  '{',
  'query {',
  '{ viewer { ',
  '{ nope }',
  'query Q($a: String) { __typename }',
  'query Q($a: Nope) { __typename }',
  'query Q { viewer { email(x: 1) } }',
  deep(20),
  `{ ${Array.from({ length: 40 }, (_, i) => `a${i}: __typename`).join(' ')} }`,
  `{ ${'__typename '.repeat(3_000)} }`,
  `{ __typename ${'@skip(if: false) '.repeat(100)} }`,
  'fragment A on Query { ...B } fragment B on Query { ...A } { ...A }',
  'query A { __typename } query B { __typename }',
  '{ search(query: "\\u0000") { totalCount } }',
  '{ search(query: 1) { totalCount } }',
  '{ node(id: 5) { id } }',
  `{ node(id: "${'x'.repeat(100_000)}") { id } }`,
  '{ search(query: "x", filters: { updatedAfter: "-271821-04-20T00:00:00.000Z" }) { totalCount } }',
  '{ search(query: "x", filters: { updatedBefore: 5 }) { totalCount } }',
  'subscription { workspaceUpdated { name } }',
  'mutation { updateRole(roleId: "x", input: { memberIds: "y" }) { __typename } }',
  'mutation { installApp(connectorKey: "files", scope: WORKSPACE, input: { settings: "x" }) { __typename } }',
  '{ __schema { types { name fields { name type { name ofType { name ofType { name ofType { name } } } } } } } }',
  '{ viewer { ... on Mutation { __typename } } }',
];

/** Request bodies that are not a GraphQL request, or are one in the wrong shape. */
export const HOSTILE_BODIES = [
  '',
  'not json',
  '[]',
  '[{"query":"{ __typename }"},{"query":"{ __typename }"}]',
  '{"query":5}',
  '{"query":null}',
  '{"query":"{ __typename }","variables":"x"}',
  '{"query":"{ __typename }","variables":[1]}',
  '{"query":"{ __typename }","operationName":5}',
  '{"query":"{ __typename }","extensions":{"persistedQuery":{"version":1,"sha256Hash":"x"}}}',
  '{"query":"{ __typename }","__proto__":{"polluted":true}}',
  '{"query":"query Q($a: SearchFilters) { search(query: \\"x\\", filters: $a) { totalCount } }","variables":{"a":{"__proto__":{"x":1}}}}',
];

