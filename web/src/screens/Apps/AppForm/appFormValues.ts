import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { checkTitle } from '../../../../../bff/src/validation/rules.ts';
import type { AppInput } from '../../../__generated__/useInstallAppMutation.graphql';
import { ruleMessages } from '../../../i18n/rule-messages';

export type AuthType = 'NONE' | 'OAUTH' | 'TOKEN';
export type DataPermission = 'ALL_MEMBERS' | 'SPECIFIED_ROLES' | 'AS_IN_SOURCE';
export type RoleScope = 'MATCH_DATA_SOURCE' | 'ONLY_SPECIFIED_ROLE';
export type ProtectedPermission = 'PRIVATE' | 'MATCH_APP' | 'ALL_MEMBERS' | 'PUBLIC';

/** A website app's crawl settings, as the form holds them (numbers as typed). */
export type WebsiteValues = { startUrls: string; maxDepth: string; maxPages: string; delayMs: string; useSitemap: boolean };

/** A GitHub app's repositories (one owner/name a line) and what to take from them. */
export type GitHubValues = { repositories: string; includeMarkdown: boolean; includeIssues: boolean };

/** The form's fields; a required choice without a usual answer starts unmade (null). */
export type AppFormValues = {
  title: string;
  authType: AuthType | null;
  dataPermission: DataPermission | null;
  roleIds: string[];
  roleScope: RoleScope | null;
  protectedPermission: ProtectedPermission | null;
  autoSync: 'on' | 'off' | null;
  website: WebsiteValues;
  github: GitHubValues;
  /** A Yuque app's books, one namespace (group/book) a line. */
  yuqueBooks: string;
  /** A new access token (write-only: empty keeps the stored one). */
  token: string;
  /** A DingTalk app's operator (an employee's UserID) and knowledge bases (one ID a line, none for all). */
  dingtalk: DingtalkValues;
  /** A Feishu app's wiki spaces (kept as they were: the form does not change them). */
  feishuSpaces: string[];
  /** Whether a Feishu or DingTalk app's syncs also read the organisation's departments. */
  organisation: boolean;
  /** A custom app's credentials, Feishu's App ID and App Secret or DingTalk's AppKey and AppSecret (write-only). */
  customAppId: string;
  customAppSecret: string;
};

export type DingtalkValues = { operator: string; workspaces: string };

/** The sources whose apps sign in with a custom app's ID and secret rather than a token. */
export const CUSTOM_APP_CONNECTORS = ['feishu', 'dingtalk', 'wecom'];

/** A Feishu app's spaces and whether a Feishu or DingTalk app syncs the organisation, as the server sent them. */
export function organisationValuesOf(settings: unknown): { feishuSpaces: string[]; organisation: boolean } {
  const given = (settings && typeof settings === 'object' ? settings : {}) as Record<string, unknown>;
  return {
    feishuSpaces: Array.isArray(given.spaces) ? given.spaces.filter((space): space is string => typeof space === 'string') : [],
    organisation: given.organisation === true,
  };
}

export function dingtalkValuesOf(settings: unknown): DingtalkValues {
  const given = (settings && typeof settings === 'object' ? settings : {}) as Record<string, unknown>;
  return {
    operator: typeof given.operator === 'string' ? given.operator : '',
    workspaces: Array.isArray(given.workspaces) ? given.workspaces.join('\n') : '',
  };
}

export function yuqueBooksOf(settings: unknown): string {
  const given = (settings && typeof settings === 'object' ? settings : {}) as Record<string, unknown>;
  return Array.isArray(given.books) ? given.books.join('\n') : '';
}

export function githubValuesOf(settings: unknown): GitHubValues {
  const given = (settings && typeof settings === 'object' ? settings : {}) as Record<string, unknown>;
  return {
    repositories: Array.isArray(given.repositories) ? given.repositories.join('\n') : '',
    includeMarkdown: typeof given.includeMarkdown === 'boolean' ? given.includeMarkdown : true,
    includeIssues: typeof given.includeIssues === 'boolean' ? given.includeIssues : true,
  };
}

const repositoriesOf = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/** The most start URLs a website app takes (the server's limit). */
export const MAX_START_URLS = 20;

export const WEBSITE_LIMITS = {
  maxDepth: { min: 0, max: 10, default: 3 },
  maxPages: { min: 1, max: 5000, default: 200 },
  delayMs: { min: 0, max: 10_000, default: 1000 },
} as const;

/** A website app's settings as the server sent them, or the defaults for a new one. */
export function websiteValuesOf(settings: unknown): WebsiteValues {
  const given = (settings && typeof settings === 'object' ? settings : {}) as Record<string, unknown>;
  const number = (key: keyof typeof WEBSITE_LIMITS) => String(typeof given[key] === 'number' ? given[key] : WEBSITE_LIMITS[key].default);
  return {
    startUrls: Array.isArray(given.startUrls) ? given.startUrls.join('\n') : '',
    maxDepth: number('maxDepth'),
    maxPages: number('maxPages'),
    delayMs: number('delayMs'),
    useSitemap: typeof given.useSitemap === 'boolean' ? given.useSitemap : true,
  };
}

export const startUrlsOf = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

function isHttpUrl(value: string) {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

const messages = {
  authTypeRequired: msg`Please choose the authorization type`,
  dataPermissionRequired: msg`Please choose the data permission`,
  rolesRequired: msg`Please choose at least one role`,
  roleScopeRequired: msg`Please choose the role scope`,
  protectedPermissionRequired: msg`Please choose the protected-document permission`,
  autoSyncRequired: msg`Please choose whether to sync automatically`,
  startUrlsRequired: msg`Please enter at least one start URL`,
  startUrlsInvalid: msg`Each start URL must begin with http:// or https://`,
  tooManyStartUrls: msg`Enter at most 20 start URLs`,
  repositoriesInvalid: msg`Enter 1 to 50 repositories, one owner/name a line`,
  booksInvalid: msg`Enter 1 to 50 books, one group/book a line`,
  tokenRequired: msg`Please enter the access token`,
  appCredentialsRequired: msg`Please enter the app’s App ID and App Secret`,
  dingtalkCredentialsRequired: msg`Please enter the app’s AppKey and AppSecret`,
  wecomCredentialsRequired: msg`Please enter the CorpID and the Secret`,
  operatorInvalid: msg`Please enter the operator’s DingTalk UserID`,
  knowledgeBasesInvalid: msg`Enter at most 50 knowledge base IDs, one a line`,
} satisfies Record<string, MessageDescriptor>;

/** Each platform's own names for a custom app's ID and secret, as the message asking for them. */
const CREDENTIALS_REQUIRED: Record<string, MessageDescriptor> = { dingtalk: messages.dingtalkCredentialsRequired, wecom: messages.wecomCredentialsRequired };

/** What is wrong with the form, by field (the same names the server's problems use). */
export function checkAppForm(
  values: AppFormValues,
  options: { workspaceApp: boolean; connectorKey: string; hasToken?: boolean },
  i18n: I18n,
) {
  const problems: Record<string, string> = {};
  const titleProblem = checkTitle(values.title);
  if (titleProblem) problems.title = i18n._(ruleMessages[titleProblem]);
  if (!values.authType) problems.authType = i18n._(messages.authTypeRequired);
  if (options.workspaceApp) {
    if (!values.dataPermission) problems.dataPermission = i18n._(messages.dataPermissionRequired);
    if (values.dataPermission === 'SPECIFIED_ROLES') {
      if (values.roleIds.length === 0) problems.roleIds = i18n._(messages.rolesRequired);
      if (!values.roleScope) problems.roleScope = i18n._(messages.roleScopeRequired);
    }
    if (!values.protectedPermission) problems.protectedPermission = i18n._(messages.protectedPermissionRequired);
  }
  if (!values.autoSync) problems.autoSync = i18n._(messages.autoSyncRequired);
  if (options.connectorKey === 'website') {
    const urls = startUrlsOf(values.website.startUrls);
    if (urls.length === 0) problems.startUrls = i18n._(messages.startUrlsRequired);
    else if (urls.length > MAX_START_URLS) problems.startUrls = i18n._(messages.tooManyStartUrls);
    else if (!urls.every(isHttpUrl)) problems.startUrls = i18n._(messages.startUrlsInvalid);
    for (const key of Object.keys(WEBSITE_LIMITS) as (keyof typeof WEBSITE_LIMITS)[]) {
      const { min, max } = WEBSITE_LIMITS[key];
      const raw = values.website[key].trim();
      const value = Number(raw);
      if (!/^\d+$/.test(raw) || value < min || value > max) problems[key] = i18n._(msg`Enter a whole number from ${min} to ${max}`);
    }
  }
  if (options.connectorKey === 'github') {
    const repositories = repositoriesOf(values.github.repositories);
    if (repositories.length === 0 || repositories.length > 50 || !repositories.every((r) => /^[\w.-]+\/[\w.-]+$/.test(r))) {
      problems.repositories = i18n._(messages.repositoriesInvalid);
    }
  }
  if (options.connectorKey === 'yuque') {
    const books = repositoriesOf(values.yuqueBooks);
    if (books.length === 0 || books.length > 50 || !books.every((b) => /^[\w.-]+\/[\w.-]+$/.test(b))) problems.books = i18n._(messages.booksInvalid);
  }
  if (options.connectorKey === 'dingtalk') {
    if (!/^[\w-]{1,128}$/.test(values.dingtalk.operator.trim())) problems.operator = i18n._(messages.operatorInvalid);
    const bases = repositoriesOf(values.dingtalk.workspaces);
    if (bases.length > 50 || !bases.every((id) => /^[\w-]{1,128}$/.test(id))) problems.workspaces = i18n._(messages.knowledgeBasesInvalid);
  }
  if (CUSTOM_APP_CONNECTORS.includes(options.connectorKey)) {
    const appId = values.customAppId.trim();
    const appSecret = values.customAppSecret.trim();
    // The ID and secret are saved together: one alone would replace the stored pair with half of it.
    if (values.authType === 'TOKEN' && ((!options.hasToken && (!appId || !appSecret)) || Boolean(appId) !== Boolean(appSecret))) {
      problems.appCredentials = i18n._(CREDENTIALS_REQUIRED[options.connectorKey] ?? messages.appCredentialsRequired);
    }
  } else if (values.authType === 'TOKEN' && !values.token.trim() && !options.hasToken) problems.token = i18n._(messages.tokenRequired);
  return problems;
}

/** The connector's settings for the server: a website's crawl, a GitHub app's repositories, a DingTalk app's operator. */
export function settingsOf(values: AppFormValues, connectorKey: string) {
  if (connectorKey === 'yuque') return { books: repositoriesOf(values.yuqueBooks) };
  if (connectorKey === 'dingtalk') return { operator: values.dingtalk.operator.trim(), workspaces: repositoriesOf(values.dingtalk.workspaces), organisation: values.organisation };
  if (connectorKey === 'feishu') return { spaces: values.feishuSpaces, organisation: values.organisation };
  if (connectorKey === 'github') {
    return {
      repositories: repositoriesOf(values.github.repositories),
      includeMarkdown: values.github.includeMarkdown,
      includeIssues: values.github.includeIssues,
    };
  }
  if (connectorKey !== 'website') return undefined;
  const { website } = values;
  return {
    startUrls: startUrlsOf(website.startUrls),
    maxDepth: Number(website.maxDepth),
    maxPages: Number(website.maxPages),
    delayMs: Number(website.delayMs),
    useSitemap: website.useSitemap,
  };
}

/** What the form saves: a new token or pair only when one was typed, and who sees a workspace app's documents. */
export function appInputOf(values: AppFormValues, { connectorKey, workspaceApp }: { connectorKey: string; workspaceApp: boolean }): AppInput {
  const specified = values.dataPermission === 'SPECIFIED_ROLES';
  const token = values.token.trim();
  const appId = values.customAppId.trim();
  const appSecret = values.customAppSecret.trim();
  return {
    title: values.title.trim(),
    authType: values.authType,
    autoSync: values.autoSync === 'on',
    settings: settingsOf(values, connectorKey),
    ...(values.authType === 'TOKEN' && !CUSTOM_APP_CONNECTORS.includes(connectorKey) && token && { credentials: { token } }),
    ...(values.authType === 'TOKEN' && CUSTOM_APP_CONNECTORS.includes(connectorKey) && appId && appSecret && { credentials: { appId, appSecret } }),
    ...(workspaceApp && {
      dataPermission: values.dataPermission,
      roleIds: specified ? values.roleIds : [],
      roleScope: specified ? values.roleScope : null,
      protectedPermission: values.protectedPermission,
    }),
  };
}
