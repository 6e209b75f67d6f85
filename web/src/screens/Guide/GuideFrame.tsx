import { Center, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { UserInfo } from '../../api/user-info';
import { GuideSteps } from './GuideSteps';
import { GuideTopBar } from './GuideTopBar';

/**
 * The page of the guide's steps, on /guide and on /noWorkspace alike: the bar, what the page is
 * about, where the person is in the steps, and the step itself.
 */
export function GuideFrame({ info, heading, intro, step, children }: { info: UserInfo; heading: ReactNode; intro: ReactNode; step: 0 | 1; children: ReactNode }) {
  return (
    <Flex direction="column" minH="100vh" bg="bg.subtle">
      <GuideTopBar info={info} />
      <Center as="main" flex="1" px={4} py={10}>
        <Stack gap={6} width="full" maxW="lg">
          <Heading as="h1" size="2xl">
            {heading}
          </Heading>
          <Text color="fg.muted">{intro}</Text>
          <GuideSteps step={step} />
          {children}
        </Stack>
      </Center>
    </Flex>
  );
}
