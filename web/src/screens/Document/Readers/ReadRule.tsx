import { Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { graphql, useFragment } from 'react-relay';
import type { ReadRule_document$key } from '../../../__generated__/ReadRule_document.graphql';

/** The rule that decides who reads a document: its app's data permission, and, when the source restricts it, its protected-document permission. */
export function ReadRule({ document }: { document: ReadRule_document$key }) {
  const { t } = useLingui();
  const data = useFragment(
    graphql`
      fragment ReadRule_document on Document {
        restricted
        app {
          title
          scope
          dataPermission
          protectedPermission
          roles {
            name
          }
        }
      }
    `,
    document,
  );
  const { app } = data;
  const roles = app.roles.map((role) => role.name).join(t`, `);
  const rule =
    app.scope === 'PERSONAL'
      ? t`A personal app: only the member who installed it reads its documents.`
      : {
          ALL_MEMBERS: t`Every member of the workspace reads the documents of “${app.title}”.`,
          SPECIFIED_ROLES: t`The members of these roles read the documents of “${app.title}”: ${roles}.`,
          AS_IN_SOURCE: t`“${app.title}” follows the source’s permissions: a member reads a document when one of their accounts there is among its readers below, admins included. An account is theirs when an admin linked it to them, or when it has their e-mail address.`,
        }[app.dataPermission];
  const protectedRule = {
    PRIVATE: t`only the member who installed the app reads it.`,
    MATCH_APP: t`it follows the app’s permission.`,
    ALL_MEMBERS: t`every member of the workspace reads it.`,
    PUBLIC: t`anyone with its public link reads it.`,
  }[app.protectedPermission];
  return (
    <Stack gap={2} data-testid="read-rule">
      <Text>{rule}</Text>
      {data.restricted && app.scope !== 'PERSONAL' ? <Text>{t`The source restricts this document, so the app’s protected-document permission applies as well: ${protectedRule}`}</Text> : null}
    </Stack>
  );
}
