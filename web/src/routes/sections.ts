import { redirect, type RouteObject } from 'react-router-dom';

// Routes of the personal and manage sections.
const to = (path: string) => () => redirect(path);

export const personalRoutes: RouteObject[] = [
  { index: true, loader: to('/personal/appStore') },
  { path: 'appStore', lazy: async () => (await import('../screens/Apps/AppStore/route')).personalAppStore },
  { path: 'installed', lazy: async () => (await import('../screens/Apps/InstalledApps/route')).personalInstalledApps },
  { path: 'create', lazy: async () => (await import('../screens/Apps/CreateApp/route')).personalCreateApp },
  { path: 'edit/:id', lazy: async () => (await import('../screens/Apps/EditApp/route')).personalEditApp },
  { path: 'agent', lazy: async () => (await import('../screens/Agents/AgentList/route')).personalAgentList },
  { path: 'agent/create', lazy: async () => (await import('../screens/Agents/AgentEditor/route')).personalAgentEditor },
  { path: 'agent/edit/:id', lazy: async () => (await import('../screens/Agents/AgentEditor/route')).personalAgentEditor },
];

export const manageRoutes: RouteObject[] = [
  { index: true, loader: to('/manage/datasources/appStore') },
  { path: 'datasources', loader: to('/manage/datasources/appStore') },
  { path: 'agent', loader: to('/manage/agent/store') },
  { path: 'users', loader: to('/manage/users/all') },
  { path: 'addUser', loader: to('/manage/addUser/add') },
  { path: 'settings', loader: to('/manage/settings/base') },
  { path: 'users/all', lazy: async () => (await import('../screens/Manage/Members/route')).allMembers },
  { path: 'users/admin', lazy: async () => (await import('../screens/Manage/Members/route')).admins },
  { path: 'users/customRole', lazy: () => import('../screens/Manage/Roles/route') },
  { path: 'users/sourceAccounts', lazy: () => import('../screens/Manage/SourceAccounts/route') },
  { path: 'addUser/add', lazy: () => import('../screens/Manage/AddMembers/route') },
  { path: 'addUser/invite', lazy: () => import('../screens/Manage/Invitations/route') },
  { path: 'addUser/app', lazy: () => import('../screens/Manage/ImportFromApp/route') },
  { path: 'settings/base', lazy: () => import('../screens/Manage/Settings/route') },
  { path: 'settings/model', lazy: () => import('../screens/Manage/Settings/Models/route') },
  { path: 'settings/accesstoken', lazy: () => import('../screens/Manage/Settings/AccessTokens/route') },
  { path: 'settings/audit', lazy: () => import('../screens/Manage/Settings/AuditLog/route') },
  { path: 'settings/synonyms', lazy: () => import('../screens/Manage/Settings/Synonyms/route') },
  { path: 'analytics', lazy: () => import('../screens/Manage/Analytics/route') },
  { path: 'retrieval', lazy: () => import('../screens/Manage/RetrievalTest/route') },
  { path: 'settings/payment', lazy: () => import('../screens/Manage/Billing/Payment/route') },
  { path: 'settings/order', lazy: () => import('../screens/Manage/Billing/Orders/route') },
  { path: 'settings/upgrade', lazy: async () => (await import('../screens/Manage/Billing/Checkout/route')).upgrade },
  { path: 'settings/addon', lazy: async () => (await import('../screens/Manage/Billing/Checkout/route')).addon },
  { path: 'agent/store', lazy: () => import('../screens/Agents/AgentStore/route') },
  { path: 'agent/installed', lazy: async () => (await import('../screens/Agents/AgentList/route')).manageAgentList },
  { path: 'agent/create', lazy: async () => (await import('../screens/Agents/AgentEditor/route')).manageAgentEditor },
  { path: 'agent/edit/:id', lazy: async () => (await import('../screens/Agents/AgentEditor/route')).manageAgentEditor },
  { path: 'datasources/appStore', lazy: async () => (await import('../screens/Apps/AppStore/route')).manageAppStore },
  { path: 'datasources/installed', lazy: async () => (await import('../screens/Apps/InstalledApps/route')).manageInstalledApps },
  { path: 'datasources/create', lazy: async () => (await import('../screens/Apps/CreateApp/route')).manageCreateApp },
  { path: 'datasources/edit/:id', lazy: async () => (await import('../screens/Apps/EditApp/route')).manageEditApp },
  { path: 'settings/wechat', lazy: async () => (await import('../screens/Manage/Settings/Bots/Wechat/route')).wechatBots },
  { path: 'settings/wechat/edit/:id', lazy: async () => (await import('../screens/Manage/Settings/Bots/Wechat/route')).wechatBotEditor },
  { path: 'settings/dingbot', lazy: async () => (await import('../screens/Manage/Settings/Bots/Ding/route')).dingBots },
  { path: 'settings/dingbot/edit/:id', lazy: async () => (await import('../screens/Manage/Settings/Bots/Ding/route')).dingBotEditor },
];
