import { loadQuery } from 'react-relay';
import { createBrowserRouter, redirect, type RouteObject } from 'react-router-dom';
import AppShellQuery, { type AppShellQuery as AppShellQueryType } from '../__generated__/AppShellQuery.graphql';
import { PageLoading } from '../components/PageLoading';
import { AppShell } from '../layout/AppShell';
import { environment } from '../relay/environment';
import { ErrorPage } from '../screens/ErrorPages/ErrorPage';
import { ADMIN_ROLES, guardRoles, guardSignedIn } from './guard';
import { manageRoutes, personalRoutes } from './sections';

const memberRoutes: RouteObject[] = [
  { index: true, loader: () => redirect('/home') },
  { path: 'home', lazy: () => import('../screens/Home/route') },
  { path: 'search', lazy: () => import('../screens/Search/route') },
  { path: 'document/:id', lazy: () => import('../screens/Document/route') },
  {
    path: 'accountSetting',
    lazy: async () => ({ Component: (await import('../screens/AccountSetting/AccountSettingScreen')).AccountSettingScreen }),
  },
  { path: 'personal', lazy: () => import('../layout/menus/PersonalLayout'), children: personalRoutes },
  {
    path: 'manage',
    // Kept for admins and creators only; the server refuses the data to anyone else as well.
    loader: () => guardRoles(ADMIN_ROLES),
    lazy: () => import('../layout/menus/ManageLayout'),
    children: manageRoutes,
  },
];

export const router = createBrowserRouter([
  {
    path: '/',
    element: <AppShell />,
    HydrateFallback: PageLoading,
    errorElement: <ErrorPage status={500} />,
    loader: async () => {
      await guardSignedIn();
      return loadQuery<AppShellQueryType>(environment, AppShellQuery, {}, { fetchPolicy: 'store-or-network' });
    },
    // The shell's query is the signed-in frame; each page loads its own data.
    shouldRevalidate: () => false,
    children: memberRoutes,
  },
  // Pages loaded on first use show the loading state until their code arrives (not a blank page).
  { path: '/login', HydrateFallback: PageLoading, lazy: () => import('../screens/SignIn/route') },
  { path: '/guide', HydrateFallback: PageLoading, lazy: async () => ({ Component: (await import('../screens/Guide/GuideScreen')).GuideScreen }) },
  { path: '/noWorkspace', HydrateFallback: PageLoading, lazy: async () => ({ Component: (await import('../screens/Guide/NoWorkspaceScreen')).NoWorkspaceScreen }) },
  {
    // A public route of the spec, but conversations are a member's own: sign-in is checked once,
    // alongside the page's first load, and not again as conversations open.
    loader: async () => {
      await guardSignedIn();
      return null;
    },
    shouldRevalidate: () => false,
    HydrateFallback: PageLoading,
    errorElement: <ErrorPage status={500} />,
    children: [{ path: '/chat', lazy: () => import('../screens/Chat/route') }],
  },
  // An agent shared by its public chat link: anyone with the link chats with it, signed in or not.
  { path: '/chat/share/:key', HydrateFallback: PageLoading, lazy: () => import('../screens/PublicChat/route') },
  // A document public on the internet, for anyone with its link: nothing else of its workspace.
  { path: '/public/document/:token', HydrateFallback: PageLoading, lazy: () => import('../screens/Document/Public/route') },
  { path: '/invitation/:code', HydrateFallback: PageLoading, lazy: () => import('../screens/Invitation/Preview/route') },
  { path: '/invitation/:code/accept', HydrateFallback: PageLoading, lazy: () => import('../screens/Invitation/Accept/route') },
  { path: '/oauth/data-source/callback/:appKey', HydrateFallback: PageLoading, lazy: () => import('../screens/OAuthCallback/OAuthCallbackScreen') },
  { path: '/403', element: <ErrorPage status={403} /> },
  { path: '/404', element: <ErrorPage status={404} /> },
  { path: '/500', element: <ErrorPage status={500} /> },
  { path: '*', loader: () => redirect('/404') },
]);
