import {
  getNamedType,
  isEnumType,
  isInterfaceType,
  isNonNullType,
  isObjectType,
  isScalarType,
  isUnionType,
  type GraphQLField,
  type GraphQLObjectType,
  type GraphQLSchema,
} from 'graphql';

/**
 * Every way the schema leads from a root field to an object, as one operation each: the path's
 * fields (with their connections' `edges { node }`), and at its end every plain field of the
 * object reached. New fields and types join the suite without anyone listing them.
 */
export type SchemaPath = {
  path: string;
  endsAt: string;
  /** The plain fields at the path's end. */
  fields: string[];
  /** The operation asking for `fields` (or some of them) at the path's end. */
  operation: (fields: string[]) => string;
  /** The same from the path's first field on, to be asked beside other paths under an alias. */
  selection: (fields: string[]) => string;
  /**
   * Whether the path's first field may be null: a refusal along the path (its fields are non-null
   * unless said otherwise) then empties only that field, and not the whole answer.
   */
  nullableRoot: boolean;
};

/** Values for required arguments, by argument name. */
export type ArgumentValues = Record<string, string>;

const MAX_HOPS = 5;
// The server's limit on a document's depth; a path that would pass it is cut there.
const MAX_DEPTH = 12;
const PAGE = 'first: 20';

const isConnection = (type: GraphQLObjectType) => type.name.endsWith('Connection') && 'edges' in type.getFields();

/** A field's arguments as the suite fills them: required ones from `values`, pages of 20. */
function argumentsOf(field: GraphQLField<unknown, unknown>, values: ArgumentValues): string | null {
  const parts: string[] = [];
  for (const arg of field.args) {
    if (arg.name in values) parts.push(`${arg.name}: ${values[arg.name]}`);
    else if (arg.name === 'first') parts.push(PAGE);
    else if (isNonNullType(arg.type) && arg.defaultValue === undefined) return null;
  }
  return parts.length ? `(${parts.join(', ')})` : '';
}

/** The object a field leads to (through a connection's edges), or null for plain values. */
function objectBehind(schema: GraphQLSchema, field: GraphQLField<unknown, unknown>) {
  const named = getNamedType(field.type);
  if (!isObjectType(named)) return null;
  if (!isConnection(named)) return { object: named, wrap: (inner: string) => inner, levels: 1 };
  const node = getNamedType((getNamedType(named.getFields().edges!.type) as GraphQLObjectType).getFields().node!.type);
  if (!isObjectType(node)) return null;
  return {
    object: schema.getType(node.name) as GraphQLObjectType,
    // Nothing else at each level: the server's cost of a document grows steeply with what each level asks.
    wrap: (inner: string) => `edges { node { ${inner} } }`,
    levels: 3,
  };
}

/** Every plain field of an object (scalars and enums), with its arguments filled. */
export function plainFieldList(object: GraphQLObjectType, values: ArgumentValues): string[] {
  const parts = ['__typename'];
  for (const field of Object.values(object.getFields())) {
    const named = getNamedType(field.type);
    const args = argumentsOf(field, values);
    if (args === null) continue;
    if (isScalarType(named) || isEnumType(named)) parts.push(`${field.name}${args}`);
  }
  return parts;
}

export const plainFields = (object: GraphQLObjectType, values: ArgumentValues) => plainFieldList(object, values).join(' ');

/**
 * The paths from `rootName`: `Query`, or an object a mutation answers (its payload), asked inside
 * `wrap` (the mutation itself) and at most `maxHops` fields deep.
 */
export function schemaPaths(
  schema: GraphQLSchema,
  rootName: string,
  values: ArgumentValues,
  skip: Set<string>,
  { maxHops = MAX_HOPS, wrap = (selection: string) => `{ ${selection} }` } = {},
): SchemaPath[] {
  const paths: SchemaPath[] = [];
  const root = schema.getType(rootName) as GraphQLObjectType;
  const walk = (object: GraphQLObjectType, trail: { name: string; text: string; wrap: (s: string) => string; nullable: boolean }[], seen: Map<string, number>, depth: number) => {
    for (const field of Object.values(object.getFields())) {
      if (trail.length === 0 && skip.has(field.name)) continue;
      const behind = objectBehind(schema, field);
      const args = argumentsOf(field, values);
      // A type may come back once on a path (a membership's workspace's members), not loop.
      if (!behind || args === null || (seen.get(behind.object.name) ?? 0) >= 2) continue;
      if (depth + behind.levels + 1 > MAX_DEPTH) continue;
      const step = { name: field.name, text: `${field.name}${args}`, wrap: behind.wrap, nullable: !isNonNullType(field.type) };
      const steps = [...trail, step];
      const selection = (fields: string[]) => steps.reduceRight((inner, s) => `${s.text} { ${s.wrap(inner)} }`, fields.join(' '));
      paths.push({
        path: steps.map((s) => s.name).join('.'),
        endsAt: behind.object.name,
        fields: plainFieldList(behind.object, values),
        operation: (fields) => wrap(selection(fields)),
        selection,
        nullableRoot: steps[0]!.nullable,
      });
      if (steps.length < maxHops) walk(behind.object, steps, new Map([...seen, [behind.object.name, (seen.get(behind.object.name) ?? 0) + 1]]), depth + behind.levels);
    }
  };
  walk(root, [], new Map([[rootName, 2]]), 0);
  return paths;
}

/** The object types a response may hold (those behind interfaces and unions included). */
export function objectTypes(schema: GraphQLSchema): string[] {
  return Object.values(schema.getTypeMap())
    .filter((type) => isObjectType(type) && !type.name.startsWith('__'))
    .map((type) => type.name)
    .filter((name) => !isInterfaceType(schema.getType(name)) && !isUnionType(schema.getType(name)));
}
