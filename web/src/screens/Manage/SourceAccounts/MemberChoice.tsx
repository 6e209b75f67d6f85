import { Box, Field, Input, RadioGroup, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Suspense, useDeferredValue, useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { MemberChoiceQuery } from '../../../__generated__/MemberChoiceQuery.graphql';
import { LoadingSpinner } from '../../../components/ui/loading-spinner';
import { useDebounce } from '../../../hooks/useDebounce';

export type ChosenMember = { id: string; wsUsername: string };

/** One member, found by name, e-mail or phone: the first matches as radio buttons. */
export function MemberChoice({ value, onChange }: { value: ChosenMember | null; onChange: (member: ChosenMember) => void }) {
  const { t } = useLingui();
  const [search, setSearch] = useState('');
  // The matches shown stay until the next ones arrive.
  const searched = useDeferredValue(useDebounce(search.trim()));
  return (
    <Stack gap={3}>
      <Field.Root>
        <Field.Label>
          <Trans>Search members</Trans>
        </Field.Label>
        <Input type="search" value={search} placeholder={t`Name, e-mail or phone`} onChange={(e) => setSearch(e.target.value)} />
      </Field.Root>
      <Suspense fallback={<LoadingSpinner size="sm" />}>
        <MemberOptions search={searched} value={value} onChange={onChange} />
      </Suspense>
    </Stack>
  );
}

function MemberOptions({ search, value, onChange }: { search: string; value: ChosenMember | null; onChange: (member: ChosenMember) => void }) {
  const { t } = useLingui();
  const data = useLazyLoadQuery<MemberChoiceQuery>(
    graphql`
      query MemberChoiceQuery($search: String) {
        viewer {
          currentWorkspace {
            members(first: 20, search: $search) {
              edges {
                node {
                  id
                  wsUsername
                  email
                }
              }
            }
          }
        }
      }
    `,
    { search: search || null },
    { fetchPolicy: 'store-and-network' },
  );
  const members = (data.viewer?.currentWorkspace?.members.edges ?? []).map(({ node }) => node);
  if (members.length === 0) {
    return (
      <Text color="fg.muted" fontSize="sm">
        <Trans>No members match.</Trans>
      </Text>
    );
  }
  return (
    <Box maxH="60" overflowY="auto" borderWidth="1px" borderRadius="md" p={3}>
      <RadioGroup.Root
        size="sm"
        aria-label={t`Member`}
        value={value?.id ?? null}
        onValueChange={(e) => {
          const member = members.find((m) => m.id === e.value);
          if (member) onChange({ id: member.id, wsUsername: member.wsUsername });
        }}
      >
        <Stack gap={2}>
          {members.map((member) => (
            <RadioGroup.Item key={member.id} value={member.id}>
              <RadioGroup.ItemHiddenInput />
              <RadioGroup.ItemIndicator />
              <RadioGroup.ItemText>
                {member.wsUsername}
                {member.email ? (
                  <Text as="span" color="fg.muted" ms={2}>
                    {member.email}
                  </Text>
                ) : null}
              </RadioGroup.ItemText>
            </RadioGroup.Item>
          ))}
        </Stack>
      </RadioGroup.Root>
    </Box>
  );
}
