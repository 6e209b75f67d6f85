import { Center, Heading, Stack, Steps, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSearchParams } from 'react-router-dom';
import { sameOriginPath } from '../../../../bff/src/http/safe-callback.ts';
import { useUserInfo, type UserInfo } from '../../api/user-info';
import { CreateWorkspaceStep } from './CreateWorkspaceStep';
import { ProfileStep } from './ProfileStep';
import { PageLoading } from '../../components/PageLoading';

/** The new-user guide: complete the profile, then create or join a workspace. */
export function GuideScreen() {
  const { t } = useLingui();
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
    <Center as="main" minH="100vh" px={4} py={10} bg="bg.subtle">
      <Stack gap={6} width="full" maxW="lg">
        <Heading as="h1" size="2xl">
          <Trans>Welcome to Zhiwen</Trans>
        </Heading>
        <Text color="fg.muted">
          <Trans>Two short steps and you are ready to search and chat across your team’s knowledge.</Trans>
        </Text>
        <Steps.Root step={step} count={2} colorPalette="brand" size="sm">
          <Steps.List>
            <Steps.Item index={0}>
              <Steps.Indicator />
              <Steps.Title>{t`Your profile`}</Steps.Title>
              <Steps.Separator />
            </Steps.Item>
            <Steps.Item index={1}>
              <Steps.Indicator />
              <Steps.Title>{t`Your workspace`}</Steps.Title>
            </Steps.Item>
          </Steps.List>
        </Steps.Root>
        {step === 0 ? <ProfileStep info={info} onDone={onProfileDone} /> : <CreateWorkspaceStep info={info} />}
      </Stack>
    </Center>
  );
}
