import { Badge, HStack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';

/** How the typed text is read, before it is saved: one badge per term (nothing while there are none). */
export function TermsAsRead({ terms }: { terms: readonly string[] }) {
  const { t } = useLingui();
  if (terms.length === 0) return null;
  return (
    <HStack gap={1.5} wrap="wrap" role="list" aria-label={t`Terms as read`}>
      {terms.map((term, index) => (
        <Badge key={`${index}-${term}`} role="listitem" variant="subtle" colorPalette="brand" textTransform="none">
          {term}
        </Badge>
      ))}
    </HStack>
  );
}
