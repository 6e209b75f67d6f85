import { and, eq } from 'drizzle-orm';
import { auditedTransaction } from '../audit/record.ts';
import type { Database } from '../db/client.ts';
import type { Context } from '../request/context.ts';
import { NotFoundError, ValidationError, type FieldProblem } from '../request/errors.ts';
import type { Secrets } from '../lib/secrets.ts';
import { hashToken, newToken } from '../lib/tokens.ts';
import type { ActingMember } from '../request/viewer.ts';
import { agentAct, embedAct, shareLinkAct } from './audit-acts.ts';
import { managedAgent } from './service.ts';
import { agents, type Agent } from './tables.ts';

/**
 * An agent's public chat link: `/chat/share/{key}`, where anyone (signed in or not) chats with the
 * agent while the link is on, answered only from documents public on the internet. Only workspace
 * agents are shared, by their managers (admins and the creator).
 *
 * The key is the server's keyed hash of a random nonce kept on the agent's row: the admin can be
 * shown the link again, while the database alone holds no usable key (the lookup is by the key's
 * SHA-256). A new nonce retires the old link at once.
 */
const SHARE_KEY_PREFIX = 'ags_';
const SHARE_KEY = /^ags_[0-9a-f]{40}$/;

export const shareKeyOf = (secrets: Secrets, nonce: string) => `${SHARE_KEY_PREFIX}${secrets.hmac('agent-share-link', nonce).slice(0, 40)}`;

export const sharePath = (key: string) => `/chat/share/${key}`;

/** The link as its managers see it: on or off, and its address (none until it was first turned on). */
export function shareLinkOf(secrets: Secrets, agent: Pick<Agent, 'shareEnabled' | 'shareNonce' | 'embedOrigins' | 'embedColor' | 'embedPosition'>) {
  const key = agent.shareNonce ? shareKeyOf(secrets, agent.shareNonce) : null;
  const embed = { origins: agent.embedOrigins, color: agent.embedColor, position: agent.embedPosition };
  return { enabled: agent.shareEnabled, key, path: key ? sharePath(key) : null, embed };
}

function freshLink(secrets: Secrets) {
  const nonce = newToken();
  return { shareNonce: nonce, shareKeyHash: hashToken(shareKeyOf(secrets, nonce)) };
}

async function sharedAgentOf(ctx: Pick<Context, 'db'>, actor: ActingMember, agentId: string) {
  const agent = await managedAgent(ctx, actor, agentId);
  // A personal agent is its owner's alone: it has no public link.
  if (agent.scope !== 'workspace') throw new NotFoundError('agentNotFound');
  return agent;
}

/** Turns the link on (making its key the first time) or off; a link turned on again keeps its address. */
export async function setAgentShareLink(ctx: Context, actor: ActingMember, agentId: string, enabled: boolean) {
  const agent = await sharedAgentOf(ctx, actor, agentId);
  await auditedTransaction(ctx, agent.workspaceId, async (tx) => {
    await tx
      .update(agents)
      .set({ shareEnabled: enabled, ...(enabled && !agent.shareNonce && freshLink(ctx.secrets)) })
      .where(and(eq(agents.workspaceId, agent.workspaceId), eq(agents.id, agent.id)));
    return { result: undefined, act: shareLinkAct(agent, enabled) };
  });
  return agent.id;
}

/** A new address for the link (its state unchanged); the old one stops working at once. */
export async function regenerateAgentShareLink(ctx: Context, actor: ActingMember, agentId: string) {
  const agent = await sharedAgentOf(ctx, actor, agentId);
  await auditedTransaction(ctx, agent.workspaceId, async (tx) => {
    await tx
      .update(agents)
      .set(freshLink(ctx.secrets))
      .where(and(eq(agents.workspaceId, agent.workspaceId), eq(agents.id, agent.id)));
    return { result: undefined, act: agentAct('agent.share_link_regenerated', agent) };
  });
  return agent.id;
}

/**
 * The agent a public link names, while the link is on and the agent enabled; null otherwise,
 * exactly as for a malformed key (nobody learns whether a link existed).
 */
export async function sharedAgent(db: Database, key: string): Promise<Agent | null> {
  if (!SHARE_KEY.test(key)) return null;
  const [agent] = await db
    .select()
    .from(agents)
    .where(and(eq(agents.shareKeyHash, hashToken(key)), eq(agents.shareEnabled, true), eq(agents.enabled, true), eq(agents.scope, 'workspace')))
    .limit(1);
  return agent ?? null;
}

export type EmbedInput = { origins: readonly string[]; color: string; position: 'right' | 'left' };

const EMBED_ORIGINS_MAX = 20;

/** An origin as a page's `Origin` names it (scheme, host, port), or null for anything else. */
export function embedOrigin(raw: string): string | null {
  const text = raw.trim().replace(/\/+$/, '');
  if (!/^https?:\/\/[^/?#\s]+$/i.test(text)) return null;
  try {
    const url = new URL(text);
    return url.origin === 'null' || url.username || url.password ? null : url.origin;
  } catch {
    return null;
  }
}

/**
 * Sets where the agent's chat bubble may be embedded and how it looks (admins and the creator):
 * each origin whose pages may frame the public chat (its address: scheme, host and port), at most
 * twenty; a colour `#RRGGBB` or none; right or left.
 */
export async function setAgentEmbed(ctx: Context, actor: ActingMember, agentId: string, input: EmbedInput) {
  const agent = await sharedAgentOf(ctx, actor, agentId);
  const origins = [...new Set(input.origins.map((o) => o.trim()).filter(Boolean))];
  const parsed = origins.map(embedOrigin);
  const problems: FieldProblem[] = [];
  if (origins.length > EMBED_ORIGINS_MAX) problems.push({ field: 'origins', key: 'embedOriginsTooMany' });
  else if (parsed.some((o) => o === null)) problems.push({ field: 'origins', key: 'embedOriginInvalid' });
  if (input.color && !/^#[0-9a-f]{6}$/i.test(input.color)) problems.push({ field: 'color', key: 'primaryColorInvalid' });
  if (problems.length > 0) throw new ValidationError(problems);
  const embedOrigins = [...new Set(parsed as string[])];
  await auditedTransaction(ctx, agent.workspaceId, async (tx) => {
    await tx
      .update(agents)
      .set({ embedOrigins, embedColor: input.color.toLowerCase(), embedPosition: input.position })
      .where(and(eq(agents.workspaceId, agent.workspaceId), eq(agents.id, agent.id)));
    return { result: undefined, act: embedAct(agent, embedOrigins) };
  });
  return agent.id;
}
