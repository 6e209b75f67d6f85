import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputObjectType,
  type GraphQLNamedType,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../../bff/src/graphql/schema.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { installApp, WEBSITE_INPUT } from '../support/apps.ts';
import { addMember } from '../support/fixtures.ts';
import { speaks, type Locale } from '../support/hostile-checks.ts';
import { selection } from '../support/hostile-graphql.ts';

// Every mutation that can be given nothing (an input object all of whose fields are optional, an
// optional argument) is given nothing, as the workspace's creator: each such input as `{}` and
// with every field null, each optional argument left out and null. Nothing to change is no
// internal error: the mutation answers its object unchanged, or refuses in the caller's language.

type Field = GraphQLField<unknown, unknown>;
type Variant = { label: string; value: unknown };

/** Mutations whose required arguments this file cannot give, with the reason (none at present). */
const UNREACHABLE: Record<string, string> = {};

const allOptional = (type: GraphQLNamedType): type is GraphQLInputObjectType =>
  isInputObjectType(type) && Object.values(type.getFields()).every((field) => !isNonNullType(field.type));

/** The argument can be given empty: an all-optional input object (or a list of them), or it is optional. */
const emptiable = (arg: GraphQLArgument) => !isNonNullType(arg.type) || allOptional(getNamedType(arg.type));

const EMPTY_MUTATIONS = Object.values(schema.getMutationType()!.getFields()).filter((field) => field.args.some(emptiable));

describe('mutations given empty input', () => {
  let app: TestApp;
  let creator: string;
  let creatorId: string;
  /** Values for the required arguments that cannot be empty, by `mutation.argument` or by argument name. */
  const fixtures: Record<string, unknown[]> = {};

  beforeAll(async () => {
    app = await startTestApp();
    const { db } = app.deps.database;
    creatorId = await app.demoCreatorId();
    creator = await app.signIn(creatorId);
    const workspace = (await db.query.workspaceMembers.findFirst({ where: { userId: creatorId } }))!;
    await addMember(db, workspace.workspaceId);
    const made = async <T>(query: string) => {
      const answer = await app.graphql<Record<string, T & { __typename: string }>>(query.replace(/ \} \}$/, ' __typename ... on Error { message } } }'), { cookie: creator });
      const payload = Object.values(answer.data ?? {})[0];
      if (!payload?.__typename.endsWith('Payload')) throw new Error(`fixture not made: ${query} ${JSON.stringify(answer)}`);
      return payload;
    };
    const role = await made<{ role: { id: string } }>('mutation { createRole(input: { name: "Empty inputs" }) { ... on RolePayload { role { id } } } }');
    const agent = await made<{ agent: { id: string } }>(
      'mutation { createAgent(scope: WORKSPACE, input: { name: "Empty inputs", avatar: "/avatars/avatar-5.svg", visibleRange: ALL_MEMBERS }) { ... on AgentPayload { agent { id } } } }',
    );
    const dingBot = await made<{ dingBot: { id: string } }>(
      'mutation { createDingBot(input: { name: "Empty inputs", appKey: "dingkey1", appSecret: "dingsecret1" }) { ... on DingBotPayload { dingBot { id } } } }',
    );
    const wechatBot = await made<{ wechatBot: { id: string } }>(
      'mutation { createWechatBot(input: { name: "Empty inputs" }) { ... on WechatBotPayload { wechatBot { id } } } }',
    );
    const appId = await installApp(app, creator, 'files', { ...WEBSITE_INPUT, title: 'Empty inputs' });
    type Connection = { edges: { node: { id: string } }[] };
    const read = await app.graphql<{ viewer: { currentWorkspace: { members: Connection } }; appStore: { key: string }[]; agentStore: { key: string }[] }>(
      '{ viewer { currentWorkspace { members(first: 10) { edges { node { id } } } } } appStore { key } agentStore { key } }',
      { cookie: creator },
    );
    const { members } = read.data!.viewer.currentWorkspace;
    Object.assign(fixtures, {
      appId: [appId],
      agentId: [agent.agent.id],
      roleId: [role.role.id],
      // The last member is the one added above, not the creator.
      memberId: [members.edges.at(-1)!.node.id],
      'updateDingBot.id': [dingBot.dingBot.id],
      'updateWechatBot.id': [wechatBot.wechatBot.id],
      connectorKey: read.data!.appStore.map((connector) => connector.key),
      templateKey: read.data!.agentStore.map((template) => template.key),
    });
  }, 60_000);

  afterAll(async () => {
    await app?.stop();
  });

  /** What the argument is given: nothing in each way it can be, or a real value when it must be something. */
  function variantsOf(field: Field, arg: GraphQLArgument): Variant[] | undefined {
    const named = getNamedType(arg.type);
    const optional = isNonNullType(arg.type) ? [] : [{ label: 'omitted', value: undefined }, { label: 'null', value: null }];
    if (allOptional(named)) {
      const nulls = Object.fromEntries(Object.keys(named.getFields()).map((name) => [name, null]));
      const inner = isNonNullType(arg.type) ? arg.type.ofType : arg.type;
      const objects = [{ label: '{}', value: {} }, { label: 'all null', value: nulls }];
      const given = isListType(inner) ? [{ label: '[]', value: [] }, ...objects.map(({ label, value }) => ({ label: `[${label}]`, value: [value] }))] : objects;
      return [...optional, ...given];
    }
    if (optional.length) return optional;
    if (isEnumType(named)) return named.getValues().map((value) => ({ label: value.name, value: value.name }));
    const values = fixtures[`${field.name}.${arg.name}`] ?? fixtures[arg.name];
    return values?.map((value) => ({ label: String(value).slice(0, 24), value }));
  }

  /** Every combination of the arguments' variants. */
  const combinations = (lists: Variant[][]): Variant[][] =>
    lists.reduce<Variant[][]>((all, list) => all.flatMap((chosen) => list.map((variant) => [...chosen, variant])), [[]]);

  it('lists every mutation that can be given empty input', () => {
    expect(EMPTY_MUTATIONS.map((field) => field.name)).toEqual(expect.arrayContaining(['updateWorkspace', 'updateAccount', 'updateRole', 'startConversation']));
    // An entry for a mutation that no longer takes empty input is stale.
    expect(Object.keys(UNREACHABLE).filter((name) => !EMPTY_MUTATIONS.some((field) => field.name === name))).toEqual([]);
  });

  it('answers each one without an internal error, refusing in the caller’s language', async () => {
    const problems: string[] = [];
    let calls = 0;
    for (const field of EMPTY_MUTATIONS) {
      if (UNREACHABLE[field.name]) continue;
      const variants = field.args.map((arg) => variantsOf(field, arg));
      const missing = field.args.filter((_, i) => !variants[i]);
      if (missing.length) {
        problems.push(`${field.name}: no value for ${missing.map((arg) => arg.name).join(', ')} (give a fixture or list it in UNREACHABLE)`);
        continue;
      }
      for (const chosen of combinations(variants as Variant[][])) {
        const given = field.args.flatMap((arg, i) => (chosen[i]!.value === undefined ? [] : [{ arg, i }]));
        const definitions = given.map(({ arg, i }) => `$a${i}: ${String(arg.type)}`).join(', ');
        const args = given.map(({ arg, i }) => `${arg.name}: $a${i}`).join(', ');
        const query = `mutation Empty${definitions ? `(${definitions})` : ''} { ${field.name}${args ? `(${args})` : ''} ${selection(schema, field.type, 0)} }`;
        const variables = Object.fromEntries(given.map(({ i }) => [`a${i}`, chosen[i]!.value]));
        const where = `${field.name}(${field.args.map((arg, i) => `${arg.name}: ${chosen[i]!.label}`).join(', ')})`;
        problems.push(...(await problemsOf(where, query, variables)));
        calls++;
      }
    }
    expect(problems).toEqual([]);
    expect(calls).toBeGreaterThan(EMPTY_MUTATIONS.length);
  }, 120_000);

  it('answers the workspace and the account unchanged when given nothing to change', async () => {
    const account = 'preferredLanguage theme user { displayName username avatar }';
    const workspace = 'name primaryColor chatEnabled aiModelEnabled logoSquareUrl logoRectUrl';
    const before = await app.graphql<{ viewer: { currentWorkspace: object } }>(`{ viewer { ${account} currentWorkspace { ${workspace} } } }`, { cookie: creator });
    const { currentWorkspace, ...viewer } = before.data!.viewer;
    for (const input of ['{}', '{ name: null, primaryColor: null, chatEnabled: null }']) {
      const updated = await app.graphql<{ updateWorkspace: object }>(`mutation { updateWorkspace(input: ${input}) { ... on WorkspacePayload { workspace { ${workspace} } } } }`, { cookie: creator });
      expect(updated, input).toEqual({ data: { updateWorkspace: { workspace: currentWorkspace } } });
    }
    for (const input of ['{}', '{ displayName: null, theme: null }']) {
      const updated = await app.graphql<{ updateAccount: object }>(`mutation { updateAccount(input: ${input}) { ... on AccountPayload { viewer { ${account} } } } }`, { cookie: creator });
      expect(updated, input).toEqual({ data: { updateAccount: { viewer } } });
    }
  });

  /** A 5xx, an internal (masked) error, or a refusal not in the caller's language. */
  async function problemsOf(where: string, query: string, variables: Record<string, unknown>): Promise<string[]> {
    const response = await fetch(`${app.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': 'en', cookie: creator },
      body: JSON.stringify({ query, variables }),
    });
    const text = await response.text();
    if (response.status >= 500) return [`${where}: HTTP ${response.status} ${text.slice(0, 200)}`];
    const body = JSON.parse(text) as { data?: Record<string, { __typename?: string; message?: string; problems?: { message: string }[] } | null>; errors?: { message: string; extensions?: { code?: string; key?: string } }[] };
    const user = await app.deps.database.db.query.users.findFirst({ where: { id: creatorId } });
    const locale: Locale = user?.preferredLanguage ?? 'en';
    const problems: string[] = [];
    for (const error of body.errors ?? []) {
      if (error.extensions?.code === 'INTERNAL_SERVER_ERROR' || error.message === 'Unexpected error.') problems.push(`${where}: internal error "${error.message}"`);
      else if (error.extensions?.key && !speaks(error.message, locale)) problems.push(`${where}: "${error.message}" is not in ${locale}`);
    }
    const answer = Object.values(body.data ?? {})[0];
    if (answer?.__typename?.endsWith('Error')) {
      for (const message of [answer.message, ...(answer.problems ?? []).map((problem) => problem.message)]) {
        if (message !== undefined && !speaks(message, locale)) problems.push(`${where}: ${answer.__typename} "${message}" is not in ${locale}`);
      }
    }
    return problems;
  }
});
