import { Center, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { useUserInfo } from '../../api/user-info';
import { CreateWorkspaceStep } from './CreateWorkspaceStep';
import { GuideTopBar } from './GuideTopBar';
import { LoadingSpinner } from '../../components/ui/loading-spinner';

/** For someone who belongs to no workspace: create one, or join through an invitation link. */
export function NoWorkspaceScreen() {
  const [info] = useUserInfo();
  return (
    <Flex direction="column" minH="100vh" bg="bg.subtle">
      <GuideTopBar info={info} />
      <Center as="main" flex="1" px={4} py={10}>
        <Stack gap={6} width="full" maxW="lg">
          <Heading as="h1" size="2xl">
            <Trans>You are not in a workspace yet</Trans>
          </Heading>
          <Text color="fg.muted">
            <Trans>Create a workspace for your team, or ask an admin for an invitation link to join theirs.</Trans>
          </Text>
          {info ? <CreateWorkspaceStep info={info} /> : <LoadingSpinner />}
        </Stack>
      </Center>
    </Flex>
  );
}
