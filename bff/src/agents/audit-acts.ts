import type { AuditAct } from '../audit/record.ts';
import type { Agent } from './tables.ts';

/**
 * Agents' acts as the audit log records them. Only workspace agents: a personal agent, its name
 * included, is its maker's alone (as personal apps are). Who may use an agent, its key, its public
 * link and where it may be embedded are what the log is for; its texts are not.
 */
type AgentFace = Pick<Agent, 'id' | 'name' | 'scope'>;

const agentObject = (agent: AgentFace) => ({ type: 'agent', id: agent.id, label: agent.name });

/** Who may use an agent and what it answers from. */
export type AgentReach = Pick<Agent, 'name' | 'visibleRange' | 'enabled' | 'scopedToApps'> & { roles: readonly string[]; apps: readonly string[] };

const sameSet = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((id) => b.includes(id));

const counted = (reach: AgentReach) => ({ name: reach.name, visibleRange: reach.visibleRange, enabled: reach.enabled, scopedToApps: reach.scopedToApps, roles: reach.roles.length, apps: reach.apps.length });

export function agentCreatedAct(agent: AgentFace, reach: AgentReach): AuditAct | null {
  return agent.scope === 'workspace' ? { action: 'agent.created', object: agentObject(agent), detail: { after: counted(reach) } } : null;
}

export function agentAct(action: 'agent.deleted' | 'agent.key_regenerated' | 'agent.share_link_regenerated', agent: AgentFace): AuditAct | null {
  return agent.scope === 'workspace' ? { action, object: agentObject(agent) } : null;
}

/** A change of who may use the agent or what it reads, fields that changed only; none when none did. */
export function agentUpdateAct(agent: AgentFace, before: AgentReach, after: AgentReach): AuditAct | null {
  if (agent.scope !== 'workspace') return null;
  const fields = (['name', 'visibleRange', 'enabled', 'scopedToApps'] as const).filter((field) => before[field] !== after[field]);
  const lists = (['roles', 'apps'] as const).filter((field) => !sameSet(before[field], after[field]));
  if (fields.length === 0 && lists.length === 0) return null;
  const pick = (reach: AgentReach) => {
    const all = counted(reach);
    return Object.fromEntries([...fields, ...lists].map((field) => [field, all[field]]));
  };
  return { action: 'agent.updated', object: agentObject({ ...agent, name: after.name }), detail: { before: pick(before), after: pick(after) } };
}

/** The public link turned on or off; none when it already was. */
export function shareLinkAct(agent: Agent, enabled: boolean): AuditAct | null {
  if (agent.shareEnabled === enabled) return null;
  return { action: enabled ? 'agent.share_link_enabled' : 'agent.share_link_disabled', object: agentObject(agent) };
}

/** Where the chat bubble may be embedded, before and after; none when the origins did not change. */
export function embedAct(agent: Agent, origins: readonly string[]): AuditAct | null {
  if (sameSet(agent.embedOrigins, origins)) return null;
  return { action: 'agent.embed_origins_changed', object: agentObject(agent), detail: { before: { origins: agent.embedOrigins }, after: { origins } } };
}
