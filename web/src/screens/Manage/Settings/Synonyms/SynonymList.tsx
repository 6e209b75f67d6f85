import { Button, Stack, Table, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import type { SynonymList_workspace$key } from '../../../../__generated__/SynonymList_workspace.graphql';
import type { SynonymListPaginationQuery } from '../../../../__generated__/SynonymListPaginationQuery.graphql';
import { ConfirmDialog } from '../../../../components/ConfirmDialog';
import { toaster } from '../../../../components/ui/toaster';
import { SynonymDialog } from './SynonymDialog';
import { SynonymRow } from './SynonymRow';
import { synonymLabel } from './synonymTerms';
import { useDeleteSynonymMutation } from './useDeleteSynonymMutation';

export const SYNONYMS_CONNECTION = 'SynonymList_synonyms';
const PAGE = 20;

/** Every synonym set of the workspace, newest first, each edited or deleted from its row. */
export function SynonymList({ workspace }: { workspace: SynonymList_workspace$key }) {
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment<SynonymListPaginationQuery, SynonymList_workspace$key>(
    graphql`
      fragment SynonymList_workspace on Workspace
      @refetchable(queryName: "SynonymListPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" }) {
        synonyms(first: $count, after: $cursor) @connection(key: "SynonymList_synonyms") {
          __id
          edges {
            node {
              id
              input
              terms
              ...SynonymRow_synonym
              ...SynonymDialog_synonym
            }
          }
        }
      }
    `,
    workspace,
  );
  const { t } = useLingui();
  // The set edited stays named while its dialog closes, so that the dialog does not turn into "Add" as it fades out.
  const [editing, setEditing] = useState<{ id: string; open: boolean } | null>(null);
  const [deleting, setDeleting] = useState<{ id: string; label: string } | null>(null);
  const [remove, removing] = useDeleteSynonymMutation();
  const connections = [data.synonyms.__id];
  const edges = data.synonyms.edges;
  const edited = edges.find(({ node }) => node.id === editing?.id)?.node ?? null;
  const deletingLabel = deleting?.label ?? '';

  const confirmDelete = async () => {
    if (!deleting) return;
    const failure = await remove(deleting.id, connections);
    setDeleting(null);
    if (failure) toaster.error({ title: failure });
    else toaster.success({ title: t`Synonyms deleted` });
  };

  return (
    <>
      <Table.ScrollArea borderWidth="1px" borderRadius="md">
        <Table.Root size="sm" aria-label={t`Synonyms`}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>
                <Trans>Terms</Trans>
              </Table.ColumnHeader>
              <Table.ColumnHeader>
                <Trans>Direction</Trans>
              </Table.ColumnHeader>
              <Table.ColumnHeader>
                <Trans>Added by</Trans>
              </Table.ColumnHeader>
              <Table.ColumnHeader>
                <Trans>Date added</Trans>
              </Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">
                <Trans>Actions</Trans>
              </Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {edges.map(({ node }) => (
              <SynonymRow
                key={node.id}
                synonym={node}
                onEdit={() => setEditing({ id: node.id, open: true })}
                onDelete={() => setDeleting({ id: node.id, label: synonymLabel(node.input, node.terms) })}
              />
            ))}
            {edges.length === 0 ? (
              <Table.Row>
                <Table.Cell colSpan={5}>
                  <Stack gap={1} align="center" textAlign="center" py={6}>
                    <Text fontWeight="medium">
                      <Trans>No synonyms yet.</Trans>
                    </Text>
                    <Text color="fg.muted" fontSize="sm">
                      <Trans>Searches find only the words typed until you add some.</Trans>
                    </Text>
                  </Stack>
                </Table.Cell>
              </Table.Row>
            ) : null}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      {hasNext ? (
        <Stack align="center">
          <Button variant="ghost" size="sm" loading={isLoadingNext} onClick={() => loadNext(PAGE)}>
            <Trans>Show more</Trans>
          </Button>
        </Stack>
      ) : null}
      <SynonymDialog
        open={Boolean(editing?.open && edited)}
        onClose={() => setEditing((current) => current && { ...current, open: false })}
        synonym={edited}
        connections={connections}
      />
      <ConfirmDialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        title={t`Delete the synonyms “${deletingLabel}”?`}
        description={t`Searches stop using them at once.`}
        confirmLabel={t`Delete`}
        loading={removing}
        onConfirm={() => void confirmDelete()}
      />
    </>
  );
}
