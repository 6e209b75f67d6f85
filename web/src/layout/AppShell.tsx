import { Box, Center, Flex } from '@chakra-ui/react';
import { Suspense, useEffect, useMemo } from 'react';
import { graphql, usePreloadedQuery, useSubscription, type PreloadedQuery } from 'react-relay';
import { Navigate, Outlet, useLoaderData } from 'react-router-dom';
import type { AppShellQuery } from '../__generated__/AppShellQuery.graphql';
import { startSignIn } from '../api/request';
import { PageLoading } from '../components/PageLoading';
import { applyPrimaryColor } from '../theme/system';
import { AssistantWidget } from '../assistant/AssistantWidget';
import { setAssistant } from '../assistant/store';
import { AppHeader } from './AppHeader';
import { ArrivalNotice } from './ArrivalNotice';
import { usePageTitle } from './usePageTitle';
import { useStartupTheme } from './useStartupTheme';
import { LoadingSpinner } from '../components/ui/loading-spinner';

const query = graphql`
  query AppShellQuery {
    viewer {
      isActive
      theme
      currentWorkspace {
        name
        primaryColor
        chatEnabled
      }
      ...AppHeader_viewer
    }
  }
`;

const workspaceUpdated = graphql`
  subscription AppShellWorkspaceUpdatedSubscription {
    workspaceUpdated {
      name
      logoSquareUrl
      primaryColor
      chatEnabled
    }
  }
`;

/** The frame of every signed-in screen: header on top, the screen below. */
export function AppShell() {
  const data = usePreloadedQuery<AppShellQuery>(query, useLoaderData() as PreloadedQuery<AppShellQuery>);
  const primaryColor = data.viewer?.currentWorkspace?.primaryColor;

  const chatEnabled = data.viewer?.currentWorkspace?.chatEnabled ?? false;
  useEffect(() => applyPrimaryColor(primaryColor), [primaryColor]);
  useEffect(() => setAssistant({ chatEnabled }), [chatEnabled]);
  useStartupTheme(data.viewer?.theme);
  usePageTitle(null);

  // The route guard sends others away first; this covers a session that ended meanwhile.
  if (!data.viewer) return <StartSignIn />;
  if (!data.viewer.isActive) return <Navigate to="/guide" replace />;
  return (
    <Flex direction="column" minH="100vh">
      <WorkspaceUpdates />
      <AppHeader viewer={data.viewer} />
      <Box as="main" flex="1" px={{ base: 4, md: 8 }} py={6}>
        <ArrivalNotice workspaceName={data.viewer.currentWorkspace?.name ?? null} maxW="4xl" mx="auto" mb={6} />
        <Suspense
          fallback={
            <Center py={16}>
              <LoadingSpinner />
            </Center>
          }
        >
          <Outlet />
        </Suspense>
      </Box>
      <AssistantWidget />
    </Flex>
  );
}

/** A signed-out visitor goes to sign-in and comes back here afterwards. */
function StartSignIn() {
  useEffect(() => void startSignIn(), []);
  return <PageLoading />;
}

/** Keeps the workspace's name and colour current while someone else edits the settings. */
function WorkspaceUpdates() {
  const config = useMemo(() => ({ subscription: workspaceUpdated, variables: {} }), []);
  useSubscription(config);
  return null;
}
