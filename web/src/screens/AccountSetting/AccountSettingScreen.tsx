import { Center, Heading, Stack } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { useUserInfo } from '../../api/user-info';
import { graphql } from 'react-relay';
import type { AccountSettingScreenQuery$data } from '../../__generated__/AccountSettingScreenQuery.graphql';
import { ContactSection } from './ContactSection';
import { LinkedAccountsSection } from './LinkedAccountsSection';
import { PreferencesSection } from './PreferencesSection';
import { ProfileSection } from './ProfileSection';
import { SessionsSection } from './SessionsSection';
import { LoadingSpinner } from '../../components/ui/loading-spinner';

export const accountSettingScreenQuery = graphql`
  query AccountSettingScreenQuery {
    viewer {
      ...SessionsSection_viewer
      currentWorkspace {
        ...LinkedAccountsSection_workspace
      }
    }
  }
`;

/** The account centre: profile, avatar, e-mail, phone, language and theme, accounts linked at data sources, and signed-in devices. */
export function AccountSettingScreen({ data }: { data: AccountSettingScreenQuery$data }) {
  const workspace = data.viewer?.currentWorkspace ?? null;
  const [info, setInfo] = useUserInfo();
  if (!info) {
    return (
      <Center py={16}>
        <LoadingSpinner />
      </Center>
    );
  }
  return (
    <Stack gap={6} maxW="3xl" mx="auto">
      <Heading as="h1" size="2xl">
        <Trans>Account settings</Trans>
      </Heading>
      <ProfileSection info={info} onSaved={setInfo} />
      <ContactSection kind="email" info={info} onSaved={setInfo} />
      <ContactSection kind="phone" info={info} onSaved={setInfo} />
      <PreferencesSection info={info} onSaved={setInfo} />
      {workspace ? <LinkedAccountsSection workspace={workspace} /> : null}
      {data.viewer ? <SessionsSection viewer={data.viewer} /> : null}
    </Stack>
  );
}
