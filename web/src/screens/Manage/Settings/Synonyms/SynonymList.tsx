import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { graphql, usePaginationFragment } from 'react-relay';
import type { SynonymList_workspace$key } from '../../../../__generated__/SynonymList_workspace.graphql';
import type { SynonymListPaginationQuery } from '../../../../__generated__/SynonymListPaginationQuery.graphql';
import { ConfirmDialog } from '../../../../components/ConfirmDialog';
import { ListTable } from '../../../../components/ListTable';
import { useConfirmedAction } from '../../../../hooks/useConfirmedAction';
import { SynonymDialog } from './SynonymDialog';
import { SynonymRow } from './SynonymRow';
import { synonymLabel } from './synonymTerms';
import { useDeleteSynonymMutation } from './useDeleteSynonymMutation';

export const SYNONYMS_CONNECTION = 'SynonymList_synonyms';

/** Every synonym set of the workspace, newest first, each edited or deleted from its row. */
export function SynonymList({ workspace }: { workspace: SynonymList_workspace$key }) {
  const { data, ...connection } = usePaginationFragment<SynonymListPaginationQuery, SynonymList_workspace$key>(
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
  const [remove, removing] = useDeleteSynonymMutation();
  const connections = [data.synonyms.__id];
  const deletion = useConfirmedAction((synonym: { id: string; label: string }) => remove(synonym.id, connections), () => t`Synonyms deleted`);
  const edges = data.synonyms.edges;
  const edited = edges.find(({ node }) => node.id === editing?.id)?.node ?? null;
  const deletingLabel = deletion.target?.label ?? '';

  return (
    <>
      <ListTable
        label={t`Synonyms`}
        columns={[t`Terms`, t`Direction`, t`Added by`, t`Date added`]}
        empty={edges.length === 0 ? <Trans>No synonyms yet.</Trans> : null}
        emptyHint={<Trans>Searches find only the words typed until you add some.</Trans>}
        connection={connection}
      >
        {edges.map(({ node }) => (
          <SynonymRow
            key={node.id}
            synonym={node}
            onEdit={() => setEditing({ id: node.id, open: true })}
            onDelete={() => deletion.ask({ id: node.id, label: synonymLabel(node.input, node.terms) })}
          />
        ))}
      </ListTable>
      <SynonymDialog
        open={Boolean(editing?.open && edited)}
        onClose={() => setEditing((current) => current && { ...current, open: false })}
        synonym={edited}
        connections={connections}
      />
      <ConfirmDialog
        {...deletion.dialog}
        title={t`Delete the synonyms “${deletingLabel}”?`}
        description={t`Searches stop using them at once.`}
        confirmLabel={t`Delete`}
        loading={removing}
        loadingText={t`Deleting…`}
      />
    </>
  );
}
