import DataLoader from 'dataloader';
import { and, eq, exists, inArray, or, sql, type SQL } from 'drizzle-orm';
import { rolesOf, visibleAppIds, type Reader } from '../apps/visibility.ts';
import { auditedTransaction } from '../audit/record.ts';
import type { Database, Transaction } from '../db/client.ts';
import type { Context } from '../request/context.ts';
import { ExpectedError, NotFoundError, ValidationError, type FieldProblem } from '../request/errors.ts';
import { hashToken, newToken } from '../lib/tokens.ts';
import { checkLength, checkTitle, SUGGESTED_QUESTIONS_MAX } from '../validation/rules.ts';
import type { ActingMember } from '../request/viewer.ts';
import { WS_USER_TYPES } from '../lib/membership.ts';
import { existingRoleIds } from '../workspaces/roles.ts';
import { agentAct, agentCreatedAct, agentUpdateAct, type AgentReach } from './audit-acts.ts';
import { findTemplate } from './store.ts';
import { agentApps, agentRoles, agents, type Agent } from './tables.ts';

export type AgentScope = 'workspace' | 'personal';

export type AgentInput = {
  name?: string | null;
  description?: string | null;
  systemPrompt?: string | null;
  avatar?: string | null;
  openingMessage?: string | null;
  suggestedQuestions?: readonly string[] | null;
  followUps?: boolean | null;
  visibleRange?: Agent['visibleRange'] | null;
  roleIds?: readonly string[] | null;
  enabled?: boolean | null;
  model?: string | null;
  scopedToApps?: boolean | null;
  appIds?: readonly string[] | null;
};

const AGENT_KEY_PREFIX = 'agk_';

/** A new ws agent key: random (not derived from anything), shown once, stored as a hash. */
function newAgentKey() {
  const key = `${AGENT_KEY_PREFIX}${newToken()}`;
  return { key, keyHash: hashToken(key), keyHint: key.slice(0, AGENT_KEY_PREFIX.length + 6) };
}

const inAgentRole = (reader: Reader) =>
  exists(
    sql`(select 1 from ${agentRoles}
      where ${agentRoles.workspaceId} = ${agents.workspaceId} and ${agentRoles.agentId} = ${agents.id} and ${agentRoles.roleId} in ${rolesOf(reader)})`,
  );

/**
 * Agents the reader may see, as a condition on `agents`: their own personal agents; workspace
 * agents visible to all members or to a role they hold; every workspace agent for admins and the
 * creator, who manage them.
 */
export function agentVisibleTo(reader: Reader): SQL {
  return and(
    eq(agents.workspaceId, reader.workspaceId),
    or(
      and(eq(agents.scope, 'personal'), eq(agents.createdBy, reader.userId)),
      and(
        eq(agents.scope, 'workspace'),
        reader.wsUserType >= WS_USER_TYPES.admin ? sql`true` : or(eq(agents.visibleRange, 'all_members'), inAgentRole(reader)),
      ),
    ),
  )!;
}

export const canManageAgent = (actor: ActingMember, agent: Pick<Agent, 'scope' | 'createdBy'>) =>
  agent.scope === 'personal' ? agent.createdBy === actor.userId : actor.wsUserType >= WS_USER_TYPES.admin;

/** The agents the reader may use now (enabled, in their visible range), as a subquery. */
export function usableAgentIds(db: Pick<Database, 'select'>, reader: Reader) {
  return db
    .select({ id: agents.id })
    .from(agents)
    .where(and(agentVisibleTo(reader), eq(agents.enabled, true)));
}

export async function managedAgent(ctx: Pick<Context, 'db'>, actor: ActingMember, agentId: string): Promise<Agent> {
  const agent = await ctx.db.query.agents.findFirst({ where: { workspaceId: actor.workspaceId, id: agentId } });
  if (!agent || !canManageAgent(actor, agent)) throw new NotFoundError('agentNotFound');
  return agent;
}

/** An agent the reader may chat with now: visible to them and enabled. */
export async function usableAgent(ctx: Pick<Context, 'db'>, reader: Reader, where: SQL): Promise<Agent> {
  const [agent] = await ctx.db
    .select()
    .from(agents)
    .where(and(agentVisibleTo(reader), eq(agents.enabled, true), where))
    .limit(1);
  if (!agent) throw new NotFoundError('agentNotFound');
  return agent;
}

export const agentById = (id: string) => eq(agents.id, id);
export const agentByKey = (key: string) => eq(agents.keyHash, hashToken(key.trim()));

/** What an answer needs of an agent: its prompt, its knowledge scope and its model. */
export async function agentForAnswer(ctx: Pick<Context, 'db'>, agent: Agent) {
  const appIds = agent.scopedToApps
    ? (await ctx.db.select({ id: agentApps.appId }).from(agentApps).where(and(eq(agentApps.workspaceId, agent.workspaceId), eq(agentApps.agentId, agent.id)))).map(
        (r) => r.id,
      )
    : null;
  return { systemPrompt: agent.systemPrompt || null, appIds, model: agent.model, followUps: agent.followUps };
}

/** The suggested questions as kept: trimmed, blank ones dropped, each once. */
function suggestedQuestionsOf(raw: readonly string[] | null | undefined) {
  return raw ? [...new Set(raw.map((q) => q.trim()).filter(Boolean))] : raw;
}

function check(scope: AgentScope, input: AgentInput, creating: boolean): FieldProblem[] {
  const problems: FieldProblem[] = [];
  if (creating || input.name !== undefined) {
    const problem = checkTitle(input.name ?? '');
    if (problem) problems.push({ field: 'name', key: problem === 'titleRequired' ? 'agentNameRequired' : 'agentNameLength' });
  }
  if (input.description && checkLength('agentDescription', input.description)) problems.push({ field: 'description', key: 'agentDescriptionTooLong' });
  if (input.systemPrompt && checkLength('systemPrompt', input.systemPrompt)) problems.push({ field: 'systemPrompt', key: 'systemPromptTooLong' });
  if (input.openingMessage && checkLength('openingMessage', input.openingMessage)) problems.push({ field: 'openingMessage', key: 'openingMessageTooLong' });
  const questions = suggestedQuestionsOf(input.suggestedQuestions);
  if (questions && questions.length > SUGGESTED_QUESTIONS_MAX) problems.push({ field: 'suggestedQuestions', key: 'suggestedQuestionsTooMany' });
  else if (questions?.some((q) => checkLength('suggestedQuestion', q))) problems.push({ field: 'suggestedQuestions', key: 'suggestedQuestionTooLong' });
  if ((creating || input.avatar !== undefined) && !input.avatar?.trim()) problems.push({ field: 'avatar', key: 'avatarRequired' });
  if (scope === 'workspace') {
    if ((creating || input.visibleRange !== undefined) && !input.visibleRange) problems.push({ field: 'visibleRange', key: 'visibleRangeRequired' });
    if (input.visibleRange === 'specified_roles' && !input.roleIds?.length) problems.push({ field: 'roleIds', key: 'rolesRequired' });
  }
  if (input.scopedToApps && !input.appIds?.length) problems.push({ field: 'appIds', key: 'agentAppsRequired' });
  return problems;
}


async function setLinks(tx: Transaction, scope: AgentScope, workspaceId: string, agentId: string, input: AgentInput, reader: Reader) {
  if (input.roleIds !== undefined) {
    await tx.delete(agentRoles).where(and(eq(agentRoles.workspaceId, workspaceId), eq(agentRoles.agentId, agentId)));
    const ids = [...new Set(input.roleIds ?? [])];
    if (ids.length > 0) {
      const known = await existingRoleIds(tx, workspaceId, ids);
      if (known.length !== ids.length) throw new NotFoundError('roleNotFound');
      await tx.insert(agentRoles).values(ids.map((roleId) => ({ workspaceId, agentId, roleId })));
    }
  }
  if (input.appIds !== undefined) {
    await tx.delete(agentApps).where(and(eq(agentApps.workspaceId, workspaceId), eq(agentApps.agentId, agentId)));
    const ids = [...new Set(input.appIds ?? [])];
    if (ids.length > 0) {
      // Only apps the agent's manager may see can be its knowledge; a workspace agent's are the
      // workspace's apps (an admin's personal apps would reach members through it).
      const known = await visibleAppIds(tx, reader, ids, { workspaceOnly: scope === 'workspace' });
      if (known.length !== ids.length) throw new NotFoundError('appNotFound');
      await tx.insert(agentApps).values(ids.map((appId) => ({ workspaceId, agentId, appId })));
    }
  }
}

/** Creates a custom agent, or installs a built-in one from the store (its texts in the caller's language). */
export async function createAgent(ctx: Context, actor: ActingMember, scope: AgentScope, input: AgentInput, builtinKey?: string) {
  // As on update: a Q&A agent may wait for its apps while it is disabled.
  const problems = check(scope, input, true).filter((p) => input.enabled !== false || p.field !== 'appIds');
  if (problems.length > 0) throw new ValidationError(problems);
  const key = newAgentKey();
  const agent = await auditedTransaction(ctx, actor.workspaceId, async (tx) => {
    const [agent] = await tx
      .insert(agents)
      .values({
        workspaceId: actor.workspaceId,
        scope,
        createdBy: actor.userId,
        builtinKey: builtinKey ?? null,
        name: input.name!.trim(),
        description: input.description?.trim() ?? '',
        systemPrompt: input.systemPrompt?.trim() ?? '',
        avatar: input.avatar!.trim(),
        openingMessage: input.openingMessage?.trim() ?? '',
        suggestedQuestions: suggestedQuestionsOf(input.suggestedQuestions) ?? [],
        followUps: input.followUps ?? false,
        visibleRange: scope === 'workspace' ? input.visibleRange! : 'specified_roles',
        enabled: input.enabled ?? true,
        model: input.model?.trim() || null,
        scopedToApps: input.scopedToApps ?? false,
        keyHash: key.keyHash,
        keyHint: key.keyHint,
      })
      .returning();
    const links = { roleIds: scope === 'workspace' ? (input.roleIds ?? []) : [], appIds: input.appIds ?? [] };
    await setLinks(tx, scope, actor.workspaceId, agent!.id, links, actor);
    return { result: agent!, act: agentCreatedAct(agent!, reachOf(agent!, links.roleIds, links.appIds)) };
  });
  return { agent, key: key.key };
}

/**
 * Installs a built-in agent from the store. A template already installed in the workspace is
 * installed again only on purpose, under a name no agent of the workspace has; installs of one
 * template run one at a time, so two clicks never make two copies.
 */
export async function installBuiltinAgent(ctx: Context, actor: ActingMember, templateKey: string, name?: string | null) {
  const template = findTemplate(templateKey);
  if (!template) throw new NotFoundError('agentNotFound');
  const chosenName = name?.trim() || template.name[ctx.locale];
  return ctx.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`agent-store:${actor.workspaceId}:${templateKey}`}))`);
    const installed = await tx.select({ name: agents.name }).from(agents).where(and(eq(agents.workspaceId, actor.workspaceId), eq(agents.builtinKey, templateKey), eq(agents.scope, 'workspace')));
    if (installed.length > 0) {
      if (!name?.trim()) throw new ExpectedError('agentAlreadyInstalled');
      const [taken] = await tx
        .select({ id: agents.id })
        .from(agents)
        .where(and(eq(agents.workspaceId, actor.workspaceId), eq(agents.scope, 'workspace'), sql`lower(${agents.name}) = lower(${chosenName})`))
        .limit(1);
      if (taken) throw new ValidationError([{ field: 'name', key: 'agentNameTaken' }]);
    }
    const created = await createAgent(
      { ...ctx, db: tx },
      actor,
      'workspace',
      {
        name: chosenName,
        description: template.description[ctx.locale],
        systemPrompt: template.systemPrompt[ctx.locale],
        avatar: template.avatar,
        openingMessage: template.openingMessage[ctx.locale],
        suggestedQuestions: template.suggestedQuestions[ctx.locale],
        visibleRange: 'all_members',
        // A document Q&A agent answers once its apps are chosen; until then it is off.
        enabled: !template.scopedToApps,
        scopedToApps: false,
      },
      template.key,
    );
    if (template.scopedToApps) {
      await tx.update(agents).set({ scopedToApps: true }).where(and(eq(agents.workspaceId, actor.workspaceId), eq(agents.id, created.agent.id)));
    }
    return created;
  });
}

/** The workspace's agents among these ids (a member's personal ones too: their readers are judged by the Agent rule). */
export async function agentsIn(db: Pick<Database, 'select'>, workspaceId: string, ids: readonly string[]): Promise<Agent[]> {
  if (ids.length === 0) return [];
  return db.select().from(agents).where(and(eq(agents.workspaceId, workspaceId), inArray(agents.id, [...ids])));
}

/** The workspace agents installed from each template asked about: one request's loader (`graphql/loaders.ts`). */
export function installedFromStore(db: Database, actor: ActingMember | null) {
  return new DataLoader<string, Agent[]>(async (keys) => {
    if (!actor) return keys.map(() => []);
    const rows = await db
      .select()
      .from(agents)
      .where(and(eq(agents.workspaceId, actor.workspaceId), eq(agents.scope, 'workspace'), inArray(agents.builtinKey, [...keys])))
      .orderBy(agents.createdAt, agents.id);
    return keys.map((key) => rows.filter((row) => row.builtinKey === key));
  });
}

export async function updateAgent(ctx: Context, actor: ActingMember, agentId: string, input: AgentInput) {
  const agent = await managedAgent(ctx, actor, agentId);
  const currentApps = (await ctx.db.select({ id: agentApps.appId }).from(agentApps).where(and(eq(agentApps.workspaceId, agent.workspaceId), eq(agentApps.agentId, agent.id)))).map((r) => r.id);
  const currentRoles = (await ctx.db.select({ id: agentRoles.roleId }).from(agentRoles).where(and(eq(agentRoles.workspaceId, agent.workspaceId), eq(agentRoles.agentId, agent.id)))).map((r) => r.id);
  const merged: AgentInput = {
    ...input,
    visibleRange: input.visibleRange ?? agent.visibleRange,
    roleIds: input.roleIds ?? currentRoles,
    scopedToApps: input.scopedToApps ?? agent.scopedToApps,
    appIds: input.appIds ?? currentApps,
  };
  const problems = check(agent.scope, merged, false);
  // A Q&A agent may stay without apps while it is disabled.
  const enabling = input.enabled ?? agent.enabled;
  const relevant = enabling ? problems : problems.filter((p) => p.field !== 'appIds');
  if (relevant.length > 0) throw new ValidationError(relevant);
  await auditedTransaction(ctx, agent.workspaceId, async (tx) => {
    const [after] = await tx
      .update(agents)
      .set({
        ...(input.name != null && { name: input.name.trim() }),
        ...(input.description != null && { description: input.description.trim() }),
        ...(input.systemPrompt != null && { systemPrompt: input.systemPrompt.trim() }),
        ...(input.avatar != null && { avatar: input.avatar.trim() }),
        ...(input.openingMessage != null && { openingMessage: input.openingMessage.trim() }),
        ...(input.suggestedQuestions != null && { suggestedQuestions: suggestedQuestionsOf(input.suggestedQuestions) ?? [] }),
        ...(input.followUps != null && { followUps: input.followUps }),
        ...(agent.scope === 'workspace' && input.visibleRange && { visibleRange: input.visibleRange }),
        ...(input.enabled != null && { enabled: input.enabled }),
        ...(input.model !== undefined && { model: input.model?.trim() || null }),
        ...(input.scopedToApps != null && { scopedToApps: input.scopedToApps }),
        updatedAt: ctx.now,
      })
      .where(and(eq(agents.workspaceId, agent.workspaceId), eq(agents.id, agent.id)))
      .returning();
    const links = {
      ...(agent.scope === 'workspace' && (input.roleIds !== undefined || input.visibleRange !== undefined) && {
        roleIds: merged.visibleRange === 'specified_roles' ? merged.roleIds! : [],
      }),
      ...(input.appIds !== undefined && { appIds: input.appIds ?? [] }),
    };
    await setLinks(tx, agent.scope, agent.workspaceId, agent.id, links, actor);
    const before = reachOf(agent, currentRoles, currentApps);
    return { result: undefined, act: agentUpdateAct(agent, before, reachOf(after!, links.roleIds ?? currentRoles, links.appIds ?? currentApps)) };
  });
  return agent.id;
}

/** Who may use an agent and what it reads, as the log compares them. */
const reachOf = (agent: Agent, roles: readonly string[], apps: readonly string[]): AgentReach => ({
  name: agent.name,
  visibleRange: agent.visibleRange,
  enabled: agent.enabled,
  scopedToApps: agent.scopedToApps,
  roles,
  apps,
});

export async function deleteAgent(ctx: Context, actor: ActingMember, agentId: string) {
  const agent = await managedAgent(ctx, actor, agentId);
  await auditedTransaction(ctx, agent.workspaceId, async (tx) => {
    await tx.delete(agents).where(and(eq(agents.workspaceId, agent.workspaceId), eq(agents.id, agent.id)));
    return { result: undefined, act: agentAct('agent.deleted', agent) };
  });
}

/** A new ws agent key; the old one stops working at once. */
export async function regenerateAgentKey(ctx: Context, actor: ActingMember, agentId: string) {
  const agent = await managedAgent(ctx, actor, agentId);
  const key = newAgentKey();
  await auditedTransaction(ctx, agent.workspaceId, async (tx) => {
    await tx
      .update(agents)
      .set({ keyHash: key.keyHash, keyHint: key.keyHint })
      .where(and(eq(agents.workspaceId, agent.workspaceId), eq(agents.id, agent.id)));
    return { result: undefined, act: agentAct('agent.key_regenerated', agent) };
  });
  return { agentId: agent.id, key: key.key };
}
