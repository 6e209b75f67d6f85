import { Button, Center, Heading, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link as RouterLink } from 'react-router-dom';
import { usePageTitle } from '../../layout/usePageTitle';

/** The 403, 404 and 500 pages: what happened, and the way back home. */
export function ErrorPage({ status }: { status: 403 | 404 | 500 }) {
  const { t } = useLingui();
  const explanation = {
    403: t`You do not have permission to access this page.`,
    404: t`The page you are looking for does not exist.`,
    500: t`Something went wrong on our side. Please try again later.`,
  }[status];
  usePageTitle({ 403: t`No access`, 404: t`Page not found`, 500: t`Server error` }[status]);
  return (
    <Center as="main" minH="100vh" px={4}>
      <Stack gap={4} align="center" textAlign="center">
        <Heading as="h1" size="4xl">
          {status}
        </Heading>
        <Text>{explanation}</Text>
        <Button asChild colorPalette="brand">
          <RouterLink to="/home">
            <Trans>Back to home</Trans>
          </RouterLink>
        </Button>
      </Stack>
    </Center>
  );
}
