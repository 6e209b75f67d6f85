import { dingtalkConnector } from './dingtalk/index.ts';
import { feishuConnector } from './feishu/index.ts';
import { filesConnector } from './files/index.ts';
import { githubConnector } from './github/index.ts';
import { notionConnector } from './notion/index.ts';
import { yuqueConnector } from './yuque/index.ts';
import type { Connector } from './types.ts';
import { websiteConnector } from './website/index.ts';
import { wecomConnector } from './wecom/index.ts';

/** The app store: every connector an app can be installed from. */
export const CONNECTORS = [filesConnector, websiteConnector, githubConnector, notionConnector, feishuConnector, yuqueConnector, dingtalkConnector, wecomConnector] as unknown as readonly Connector[];

export function findConnector(key: string): Connector | undefined {
  return CONNECTORS.find((c) => c.key === key);
}
