/** Where the agent screens sit: the workspace's agents (admins) or the member's own. */
export type AgentSection = 'manage' | 'personal';

export const agentBase = (section: AgentSection) => (section === 'manage' ? '/manage/agent' : '/personal/agent');
export const listPath = (section: AgentSection) => (section === 'manage' ? '/manage/agent/installed' : '/personal/agent');
