import { Alert, CloseButton } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { clearArrival, pendingArrival } from './arrival';

/**
 * Says what just happened when a flow ended by loading the workspace afresh: joined through an
 * invitation, or created. Shown once, until closed; the parent lays it out (`layout`).
 */
export function ArrivalNotice({ workspaceName, ...layout }: { workspaceName: string | null } & Omit<Alert.RootProps, 'children' | 'status'>) {
  const { t } = useLingui();
  const [arrival, setArrival] = useState(pendingArrival);
  useEffect(() => clearArrival(), []);
  if (!arrival || !workspaceName) return null;
  const { title, description } = {
    joined: { title: t`You joined ${workspaceName}`, description: t`Its documents are in your search and chat now.` },
    created: { title: t`You created ${workspaceName}`, description: t`You are its creator: connect an app to bring in documents, then invite your team.` },
  }[arrival];
  return (
    <Alert.Root {...layout} status="success" role="status">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title overflowWrap="anywhere">{title}</Alert.Title>
        <Alert.Description>{description}</Alert.Description>
      </Alert.Content>
      <CloseButton size="sm" alignSelf="start" aria-label={t`Close`} onClick={() => setArrival(null)} />
    </Alert.Root>
  );
}
