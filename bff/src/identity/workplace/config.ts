import { ConfigError } from '../../config-error.ts';

/** The workplace apps a deployment lets people sign in with, each with the app it signs in through. */
export type WorkplaceConfig = {
  /** A Feishu (Lark) custom app: its App ID and secret; the API at `FEISHU_API_URL`. */
  feishu?: { appId: string; appSecret: string; apiUrl: string };
  /** A DingTalk app: its Client ID (AppKey) and secret; the API at `DINGTALK_OPEN_API_URL`. */
  dingtalk?: { clientId: string; clientSecret: string; apiUrl: string };
  /** A WeCom self-built app: the company's CorpID, the app's AgentId and secret. */
  wecom?: { corpId: string; agentId: string; secret: string; apiUrl: string };
};

export type WorkplaceKey = keyof WorkplaceConfig;
export const WORKPLACE_KEYS: readonly WorkplaceKey[] = ['dingtalk', 'feishu', 'wecom'];

const GROUPS: Record<WorkplaceKey, readonly string[]> = {
  feishu: ['FEISHU_SIGN_IN_APP_ID', 'FEISHU_SIGN_IN_APP_SECRET'],
  dingtalk: ['DINGTALK_SIGN_IN_CLIENT_ID', 'DINGTALK_SIGN_IN_CLIENT_SECRET'],
  wecom: ['WECOM_SIGN_IN_CORP_ID', 'WECOM_SIGN_IN_AGENT_ID', 'WECOM_SIGN_IN_SECRET'],
};

/**
 * Reads which workplace apps sign people in: each is on when all its variables are set, off when
 * none is, and a ConfigError naming the missing ones when only some are.
 */
export function loadWorkplaceConfig(env: NodeJS.ProcessEnv, apiUrls: { feishu: string; dingtalk: string; wecom: string }): WorkplaceConfig {
  const value = (name: string) => env[name]?.trim() || undefined;
  const lines: string[] = [];
  const complete = (key: WorkplaceKey) => {
    const names = GROUPS[key];
    const present = names.filter((name) => value(name) !== undefined);
    if (present.length === 0) return false;
    for (const name of names) if (!value(name)) lines.push(`  ${name}: required with ${present.join(', ')}`);
    return present.length === names.length;
  };
  const config: WorkplaceConfig = {};
  if (complete('feishu')) config.feishu = { appId: value('FEISHU_SIGN_IN_APP_ID')!, appSecret: value('FEISHU_SIGN_IN_APP_SECRET')!, apiUrl: apiUrls.feishu };
  if (complete('dingtalk')) config.dingtalk = { clientId: value('DINGTALK_SIGN_IN_CLIENT_ID')!, clientSecret: value('DINGTALK_SIGN_IN_CLIENT_SECRET')!, apiUrl: apiUrls.dingtalk };
  if (complete('wecom')) {
    config.wecom = { corpId: value('WECOM_SIGN_IN_CORP_ID')!, agentId: value('WECOM_SIGN_IN_AGENT_ID')!, secret: value('WECOM_SIGN_IN_SECRET')!, apiUrl: apiUrls.wecom };
  }
  if (lines.length > 0) throw new ConfigError(`Invalid workplace sign-in configuration:\n${lines.join('\n')}`);
  return config;
}
