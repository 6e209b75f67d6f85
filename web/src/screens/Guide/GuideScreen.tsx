import { Center, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { useSearchParams } from 'react-router-dom';
import { sameOriginPath } from '../../../../bff/src/http/safe-callback.ts';
import { useUserInfo, type UserInfo } from '../../api/user-info';
import { CreateWorkspaceStep } from './CreateWorkspaceStep';
import { GuideSteps } from './GuideSteps';
import { GuideTopBar } from './GuideTopBar';
import { ProfileStep } from './ProfileStep';
import { PageLoading } from '../../components/PageLoading';

/** The new-user guide: complete the profile, then create or join a workspace. */
export function GuideScreen() {
  const [info, setInfo] = useUserInfo();
  // Only a path on this site is followed, judged as the browser will read it (`/\t/x` is `//x`).
  const callback = sameOriginPath(useSearchParams()[0].get('callback_url'));
  if (!info) return <PageLoading />;
  const step = info.is_active ? 1 : 0;
  // Someone who signed up on their way somewhere (an invitation link) goes on there.
  const onProfileDone = (next: UserInfo) => {
    if (callback) window.location.assign(callback);
    else setInfo(next);
  };
  return (
    <Flex direction="column" minH="100vh" bg="bg.subtle">
      <GuideTopBar info={info} />
      <Center as="main" flex="1" px={4} py={10}>
        <Stack gap={6} width="full" maxW="lg">
          <Heading as="h1" size="2xl">
            <Trans>Welcome to Zhiwen</Trans>
          </Heading>
          <Text color="fg.muted">
            <Trans>Two short steps and you are ready to search and chat across your team’s knowledge.</Trans>
          </Text>
          <GuideSteps step={step} />
          {step === 0 ? <ProfileStep info={info} onDone={onProfileDone} /> : <CreateWorkspaceStep info={info} />}
        </Stack>
      </Center>
    </Flex>
  );
}
