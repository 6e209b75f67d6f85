/** The periods the screen offers (days), as the server takes them. */
export const PERIODS = [7, 30, 90, 365] as const;

/** What the address asks the analytics for: a period offered (else 30 days), an agent or the general assistant, a role. */
export function analyticsParams(params: URLSearchParams) {
  const days = Number(params.get('days'));
  const agent = params.get('agent');
  return {
    days: (PERIODS as readonly number[]).includes(days) ? days : 30,
    agentId: agent && agent !== 'general' ? agent : null,
    general: agent === 'general',
    roleId: params.get('role') || null,
  };
}
