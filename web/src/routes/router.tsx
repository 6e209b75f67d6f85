import { createBrowserRouter, redirect, type RouteObject } from 'react-router-dom';
import { PageLoading } from '../components/PageLoading';
import { ErrorPage } from '../screens/ErrorPages/ErrorPage';
import { loadScreenMessages, type ScreensPart } from '../i18n/i18n';
import { ADMIN_ROLES, guardRoles, guardSignedIn } from './guard';
import { manageRoutes, personalRoutes } from './sections';

/** A route whose screen's messages are in `part`: its code, with that catalogue (see i18n.ts). */
const withMessages =
  (part: ScreensPart) =>
  <T,>(load: () => Promise<T>) =>
  async () =>
    (await Promise.all([load(), loadScreenMessages(part)]))[0];
/** The screens where things are set up. */
const setup = withMessages('setup');
/** The other pages people read and sign in on (all but search). */
const page = withMessages('pages');

const memberRoutes: RouteObject[] = [
  { index: true, loader: () => redirect('/home') },
  { path: 'home', lazy: page(() => import('../screens/Home/route')) },
  { path: 'search', lazy: () => import('../screens/Search/route') },
  { path: 'document/:id', lazy: page(() => import('../screens/Document/route')) },
  // A conversation a member shared with the workspace, read-only.
  { path: 'conversation/:id', lazy: page(() => import('../screens/SharedConversation/route')) },
  // The platform operators' desk: the screen sends anyone else to /403, and the server refuses them.
  { path: 'operations', lazy: setup(() => import('../screens/Operations/route')) },
  { path: 'accountSetting', lazy: page(() => import('../screens/AccountSetting/route')) },
  { path: 'personal', lazy: setup(() => import('../layout/menus/PersonalLayout')), children: personalRoutes },
  {
    path: 'manage',
    // Kept for admins and creators only; the server refuses the data to anyone else as well.
    loader: () => guardRoles(ADMIN_ROLES),
    lazy: setup(() => import('../layout/menus/ManageLayout')),
    children: manageRoutes,
  },
];

const relayRoutes: RouteObject[] = [
  {
    path: '/',
    HydrateFallback: PageLoading,
    errorElement: <ErrorPage status={500} />,
    // The signed-in frame (its guard, query and header), loaded with the first page's code.
    lazy: () => import('../layout/shell-route'),
    // The shell's query is the signed-in frame; each page loads its own data.
    shouldRevalidate: () => false,
    children: memberRoutes,
  },
  // Pages loaded on first use show the loading state until their code arrives (not a blank page).
  { path: '/login', HydrateFallback: PageLoading, lazy: page(() => import('../screens/SignIn/route')) },
  { path: '/guide', HydrateFallback: PageLoading, lazy: page(async () => ({ Component: (await import('../screens/Guide/GuideScreen')).GuideScreen })) },
  { path: '/noWorkspace', HydrateFallback: PageLoading, lazy: page(async () => ({ Component: (await import('../screens/Guide/NoWorkspaceScreen')).NoWorkspaceScreen })) },
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
    children: [{ path: '/chat', lazy: page(() => import('../screens/Chat/route')) }],
  },
  // An agent shared by its public chat link: anyone with the link chats with it, signed in or not.
  { path: '/chat/share/:key', HydrateFallback: PageLoading, lazy: page(() => import('../screens/PublicChat/route')) },
  // The same, framed by another site's page (its chat bubble, `/embed.js`).
  { path: '/embed/chat/:key', HydrateFallback: PageLoading, lazy: page(() => import('../screens/PublicChat/embed-route')) },
  // A document public on the internet, for anyone with its link: nothing else of its workspace.
  { path: '/public/document/:token', HydrateFallback: PageLoading, lazy: page(() => import('../screens/Document/Public/route')) },
  { path: '/invitation/:code', HydrateFallback: PageLoading, lazy: page(() => import('../screens/Invitation/Preview/route')) },
  { path: '/invitation/:code/accept', HydrateFallback: PageLoading, lazy: page(() => import('../screens/Invitation/Accept/route')) },
  { path: '/oauth/data-source/callback/:appKey', HydrateFallback: PageLoading, lazy: page(() => import('../screens/OAuthCallback/OAuthCallbackScreen')) },
  {
    path: '/oauth/data-source/callback/:appKey/account',
    HydrateFallback: PageLoading,
    lazy: page(async () => ({ Component: (await import('../screens/OAuthCallback/OAuthCallbackScreen')).AccountLinkCallbackScreen })),
  },
];

/** The app's routes; creating the router starts loading the first page's code and data. */
export const createRouter = () =>
  createBrowserRouter([
  // Relay's runtime is no part of the entry: the first frame (the loading page) paints while it
  // loads beside the page's own code.
  { HydrateFallback: PageLoading, errorElement: <ErrorPage status={500} />, lazy: () => import('../relay/RelayRoute'), children: relayRoutes },
  { path: '/403', element: <ErrorPage status={403} /> },
  { path: '/404', element: <ErrorPage status={404} /> },
  { path: '/500', element: <ErrorPage status={500} /> },
  { path: '*', loader: () => redirect('/404') },
]);
