import { Code, Stack, Table, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { AuditEntryRow_entry$data, AuditEntryRow_entry$key } from '../../../../__generated__/AuditEntryRow_entry.graphql';
import { actionLabel } from './auditActions';
import { detailLines } from './auditDetail';

/** One act: when, who (and how), what, to which object, from where, and what changed. */
export function AuditEntryRow({ entry }: { entry: AuditEntryRow_entry$key }) {
  const data = useFragment(
    graphql`
      fragment AuditEntryRow_entry on AuditEntry {
        seq
        at
        actorKind
        actorName
        ip
        userAgent
        action
        objectType
        objectId
        objectLabel
        detail
      }
    `,
    entry,
  );
  const { i18n } = useLingui();
  return (
    <Table.Row verticalAlign="top">
      <Table.Cell whiteSpace="nowrap">
        <Stack gap={0}>
          <time dateTime={data.at}>{i18n.date(new Date(data.at), { dateStyle: 'medium', timeStyle: 'medium' })}</time>
          {/* Its place in the chain: what "Verify chain" names when the chain breaks. */}
          <Text fontSize="xs" color="fg.muted">
            #{data.seq}
          </Text>
        </Stack>
      </Table.Cell>
      <Table.Cell>
        <Actor data={data} />
      </Table.Cell>
      <Table.Cell>
        <Text fontWeight="medium">{actionLabel(i18n, data.action)}</Text>
      </Table.Cell>
      <Table.Cell overflowWrap="anywhere">
        <AuditObject data={data} />
      </Table.Cell>
      <Table.Cell title={data.userAgent ?? undefined}>{data.ip ?? <Muted>—</Muted>}</Table.Cell>
      <Table.Cell>
        <Details detail={data.detail} />
      </Table.Cell>
    </Table.Row>
  );
}

function Actor({ data }: { data: AuditEntryRow_entry$data }) {
  if (data.actorKind === 'SYSTEM') {
    return (
      <Muted>
        <Trans>System</Trans>
      </Muted>
    );
  }
  return (
    <Stack gap={0}>
      <Text>{data.actorName ?? '—'}</Text>
      {data.actorKind === 'TOKEN' ? (
        <Text fontSize="xs" color="fg.muted">
          <Trans>via access token</Trans>
        </Text>
      ) : null}
    </Stack>
  );
}

/** The object by its name then; by its kind and ID when it had none. */
function AuditObject({ data }: { data: AuditEntryRow_entry$data }) {
  if (data.objectLabel) return <Text>{data.objectLabel}</Text>;
  if (!data.objectType && !data.objectId) return <Muted>—</Muted>;
  return (
    <Text>
      {data.objectType} {data.objectId ? <Code size="sm">{data.objectId}</Code> : null}
    </Text>
  );
}

function Details({ detail }: { detail: string }) {
  const { i18n } = useLingui();
  const lines = detailLines(detail, (moment) => i18n.date(moment, { dateStyle: 'medium', timeStyle: 'short' }));
  if (lines.length === 0) return <Muted>—</Muted>;
  return (
    <Stack as="ul" gap={0.5} listStyleType="none" fontSize="xs" overflowWrap="anywhere">
      {lines.map((line, index) => (
        <li key={`${line.field}-${index}`}>
          {line.field ? (
            <Text as="span" color="fg.muted">
              {line.field}:{' '}
            </Text>
          ) : null}
          {line.change ? `${line.before} → ${line.after}` : line.value}
        </li>
      ))}
    </Stack>
  );
}

function Muted({ children }: { children: ReactNode }) {
  return (
    <Text as="span" color="fg.muted">
      {children}
    </Text>
  );
}
