import type { AuditAct } from '../audit/record.ts';

type Platform = 'wechat' | 'dingtalk';
type BotRow = { workspaceId: string; id: string; name: string } & Record<string, unknown>;

/** The settings a bot's entry shows before and after; secrets (tokens, keys, app secrets) never, only that they changed. */
const SHOWN: Record<Platform, readonly string[]> = {
  wechat: ['name', 'originId', 'appId', 'active', 'agentId', 'boundUserId', 'unboundFollowers', 'defaultReply'],
  dingtalk: ['name', 'appKey', 'active', 'agentId', 'replyText'],
};

/** The act of a bot made, changed or deleted, with the settings that changed. */
export function botAct(platform: Platform, before: BotRow | null, after: BotRow | null, credentialsChanged = false): AuditAct {
  const bot = (after ?? before)!;
  const fields = SHOWN[platform].filter((field) => !before || !after || before[field] !== after[field]);
  const pick = (row: BotRow | null) => row && Object.fromEntries(fields.map((field) => [field, row[field] ?? null]));
  const action = !before ? 'bot.created' : !after ? 'bot.deleted' : 'bot.updated';
  return {
    action,
    object: { type: `${platform}_bot`, id: bot.id, label: bot.name },
    detail: { platform, before: pick(before), after: pick(after), ...(credentialsChanged && { credentialsChanged: true }) },
  };
}
