import { redirect, type RouteObject } from 'react-router-dom';

// Routes of the personal and manage sections; screens whose domain is not built yet say so.
const notAvailable = { lazy: () => import('../screens/NotAvailable/NotAvailableScreen') };
const to = (path: string) => () => redirect(path);

export const personalRoutes: RouteObject[] = [
  { index: true, loader: to('/personal/appStore') },
  ...['appStore', 'installed', 'create', 'edit/:id', 'agent', 'agent/create', 'agent/edit/:id'].map((path) => ({ path, ...notAvailable })),
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
  { path: 'addUser/add', lazy: () => import('../screens/Manage/AddMembers/route') },
  { path: 'addUser/invite', lazy: () => import('../screens/Manage/Invitations/route') },
  { path: 'addUser/app', lazy: () => import('../screens/Manage/ImportFromApp/route') },
  { path: 'settings/base', lazy: () => import('../screens/Manage/Settings/route') },
  ...[
    'datasources/appStore',
    'datasources/installed',
    'datasources/create',
    'datasources/edit/:id',
    'agent/store',
    'agent/installed',
    'agent/create',
    'agent/edit/:id',
    'settings/payment',
    'settings/order',
    'settings/upgrade',
    'settings/addon',
    'settings/accesstoken',
    'settings/wechat',
    'settings/wechat/edit/:id',
    'settings/dingbot',
    'settings/dingbot/edit/:id',
  ].map((path) => ({ path, ...notAvailable })),
];
