import { createBrowserRouter, redirect } from 'react-router-dom';
import { loadQuery } from 'react-relay';
import AppShellQuery, { type AppShellQuery as AppShellQueryType } from '../__generated__/AppShellQuery.graphql';
import { AppShell } from '../layout/AppShell';
import { environment } from '../relay/environment';
import { ErrorPage } from '../screens/ErrorPages/ErrorPage';

export const router = createBrowserRouter([
  {
    path: '/',
    element: <AppShell />,
    loader: () => loadQuery<AppShellQueryType>(environment, AppShellQuery, {}, { fetchPolicy: 'store-or-network' }),
    // The shell's query is the signed-in state; pages refresh their own data.
    shouldRevalidate: () => false,
    children: [
      { index: true, loader: () => redirect('/home') },
      { path: 'home', lazy: () => import('../screens/Home/route') },
      {
        path: 'accountSetting',
        lazy: async () => ({ Component: (await import('../screens/AccountSetting/AccountSettingScreen')).AccountSettingScreen }),
      },
    ],
  },
  { path: '/login', lazy: async () => ({ Component: (await import('../screens/SignIn/SignInScreen')).SignInScreen }) },
  { path: '/guide', lazy: async () => ({ Component: (await import('../screens/Guide/GuideScreen')).GuideScreen }) },
  { path: '/403', element: <ErrorPage status={403} /> },
  { path: '/404', element: <ErrorPage status={404} /> },
  { path: '/500', element: <ErrorPage status={500} /> },
  { path: '*', loader: () => redirect('/404') },
]);
