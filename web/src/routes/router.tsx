import { createBrowserRouter, redirect } from 'react-router-dom';
import { loadQuery } from 'react-relay';
import AppShellQuery, { type AppShellQuery as AppShellQueryType } from '../__generated__/AppShellQuery.graphql';
import { AppShell } from '../layout/AppShell';
import { NotFoundScreen } from '../screens/NotFound/NotFoundScreen';
import { environment } from '../relay/environment';

export const router = createBrowserRouter([
  {
    path: '/',
    element: <AppShell />,
    loader: () => loadQuery<AppShellQueryType>(environment, AppShellQuery, {}, { fetchPolicy: 'store-or-network' }),
    // The shell's query is the signed-in state: refetch it after navigations that may change it.
    shouldRevalidate: () => false,
    children: [
      { index: true, loader: () => redirect('/home') },
      { path: 'home', lazy: () => import('../screens/Home/route') },
    ],
  },
  { path: '/404', element: <NotFoundScreen /> },
  { path: '*', loader: () => redirect('/404') },
]);
