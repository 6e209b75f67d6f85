import { Button, Field, Heading, HStack, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { graphql } from 'react-relay';
import { useSearchParams } from 'react-router-dom';
import type { RetrievalTestScreenQuery$data } from '../../../__generated__/RetrievalTestScreenQuery.graphql';
import { TestedResult } from './TestedResult';

export const retrievalTestScreenQuery = graphql`
  query RetrievalTestScreenQuery($query: String!, $memberId: ID, $run: Boolean!) {
    viewer {
      user {
        id
      }
      currentWorkspace {
        members(first: 100) {
          edges {
            node {
              id
              wsUsername
              email
              user {
                id
              }
            }
          }
        }
        retrievalTest(query: $query, memberId: $memberId) @include(if: $run) {
          query
          correctedQuery
          fused
          member {
            wsUsername
          }
          results {
            position
            ...TestedResult_result
          }
        }
      }
    }
  }
`;

/** The test the address asks for: its query (none: nothing is tested yet) and whose search (none: the admin's own). */
export function testOf(params: URLSearchParams): { query: string; memberId: string | null } {
  return { query: (params.get('q') ?? '').trim(), memberId: params.get('member') || null };
}

/**
 * The retrieval test: a query searched as a member the admin picks would search it, each result
 * with its score taken apart, so that admins see why search finds what it finds (and where a
 * synonym or a better title would help). The test lives in the address, so it can be shared.
 */
export function RetrievalTestScreen({ data }: { data: RetrievalTestScreenQuery$data }) {
  const { t } = useLingui();
  const [params, setParams] = useSearchParams();
  const asked = testOf(params);
  const [query, setQuery] = useState(asked.query);
  const workspace = data.viewer?.currentWorkspace;
  if (!workspace) return null;
  const members = workspace.members.edges.map((edge) => edge.node);
  const me = members.find((member) => member.user.id === data.viewer?.user.id);
  const memberId = asked.memberId ?? me?.id ?? '';
  // Choosing whose search it is tests again at once (the admin's own is the address without one).
  const searchAs = (id: string) => setParams(paramsFor(query, id === me?.id ? null : id));
  const test = workspace.retrievalTest;
  const who = test?.member.wsUsername ?? '';
  const searched = test?.correctedQuery
    ? t`Searched as ${who} for “${test.correctedQuery}” (corrected from “${test.query}”).`
    : t`Searched as ${who} for “${test?.query ?? ''}”.`;
  const ranked = test?.fused ? t`Ranked by keywords and meaning: the keyword and vector ranks are fused.` : t`Ranked by keywords.`;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setParams(paramsFor(query, asked.memberId));
  };
  return (
    <Stack gap={6}>
      <Stack gap={1} maxW="3xl">
        <Heading as="h1" size="xl">
          <Trans>Retrieval test</Trans>
        </Heading>
        <Text color="fg.muted">
          <Trans>Search as a member would, and see why each result ranks where it does: which words it holds and where, and what each adds to its score.</Trans>
        </Text>
      </Stack>
      <HStack as="form" onSubmit={submit} align="end" gap={3} wrap="wrap" role="search" aria-label={t`Retrieval test`}>
        <Field.Root flex="1" minW="60">
          <Field.Label>
            <Trans>Query</Trans>
          </Field.Label>
          <Input value={query} onChange={(e) => setQuery(e.target.value)} maxLength={500} placeholder={t`What a member would search for`} />
        </Field.Root>
        <Field.Root width="auto">
          <Field.Label>
            <Trans>Search as</Trans>
          </Field.Label>
          <NativeSelect.Root size="md" width="64">
            <NativeSelect.Field value={memberId} onChange={(e) => searchAs(e.target.value)}>
              {members.map((member) => (
                <option key={member.id} value={member.id}>
                  {member.id === me?.id ? t`${member.wsUsername} (you)` : member.email ? `${member.wsUsername} · ${member.email}` : member.wsUsername}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Button type="submit" colorPalette="brand" disabled={!query.trim()}>
          <Trans>Test</Trans>
        </Button>
      </HStack>
      {test ? (
        <Stack gap={3} as="section" aria-label={t`Results`}>
          <Text color="fg.muted" fontSize="sm" data-testid="retrieval-summary">
            {searched} {ranked}
          </Text>
          {test.results.length === 0 ? (
            <Text py={6} textAlign="center" color="fg.muted">
              <Trans>Nothing found for this member.</Trans>
            </Text>
          ) : (
            <Stack as="ol" gap={4} listStyleType="none">
              {test.results.map((result) => (
                <TestedResult key={result.position} result={result} query={test.correctedQuery ?? test.query} />
              ))}
            </Stack>
          )}
        </Stack>
      ) : null}
    </Stack>
  );
}

const paramsFor = (query: string, memberId: string | null) => {
  const params = new URLSearchParams();
  if (query.trim()) params.set('q', query.trim());
  if (memberId) params.set('member', memberId);
  return params;
};
