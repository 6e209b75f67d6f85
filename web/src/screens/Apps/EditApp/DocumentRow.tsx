import { Badge, Box, Collapsible, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Suspense, useState } from 'react';
import { graphql, useFragment, useQueryLoader } from 'react-relay';
import { Link as RouterLink } from 'react-router-dom';
import type { DocumentRow_document$key } from '../../../__generated__/DocumentRow_document.graphql';
import DocumentTextQueryNode, { type DocumentTextQuery } from '../../../__generated__/DocumentTextQuery.graphql';
import { RelativeTime } from '../../../components/RelativeTime';
import { documentPath } from '../../Document/documentPath';
import { DocumentText } from './DocumentText';
import { LoadingSpinner } from '../../../components/ui/loading-spinner';

/** A document of the app: its title (to the document view), kind, age and text. */
export function DocumentRow({ document }: { document: DocumentRow_document$key }) {
  const data = useFragment(
    graphql`
      fragment DocumentRow_document on Document {
        id
        title
        sourceType
        updatedAt
        excerpt(length: 160)
      }
    `,
    document,
  );
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const [text, loadText] = useQueryLoader<DocumentTextQuery>(DocumentTextQueryNode);
  const title = data.title || t`Untitled`;
  return (
    <Box as="li" borderBottomWidth="1px" py={3} data-testid="app-document">
      <Stack gap={1}>
        <HStack gap={3} wrap="wrap">
          <Link asChild colorPalette="brand" fontWeight="medium">
            <RouterLink to={documentPath(data.id)}>{title}</RouterLink>
          </Link>
          <Badge variant="outline" size="sm">
            {data.sourceType}
          </Badge>
          <Text fontSize="xs" color="fg.muted">
            <Trans>
              Updated <RelativeTime value={data.updatedAt} />
            </Trans>
          </Text>
        </HStack>
        {data.excerpt ? (
          <Text fontSize="sm" color="fg.muted" lineClamp={2}>
            {data.excerpt}
          </Text>
        ) : null}
        <Collapsible.Root
          open={open}
          onOpenChange={(e) => {
            if (e.open && !text) loadText({ id: data.id }, { fetchPolicy: 'store-or-network' });
            setOpen(e.open);
          }}
          lazyMount
        >
          <Collapsible.Trigger fontSize="sm" color="brand.fg" cursor="pointer" aria-label={open ? t`Hide text: ${title}` : t`Show text: ${title}`}>
            {open ? <Trans>Hide text</Trans> : <Trans>Show text</Trans>}
          </Collapsible.Trigger>
          <Collapsible.Content mt={2}>
            <Suspense fallback={<LoadingSpinner size="sm" />}>{text ? <DocumentText text={text} /> : null}</Suspense>
          </Collapsible.Content>
        </Collapsible.Root>
      </Stack>
    </Box>
  );
}
