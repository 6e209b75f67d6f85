import type { ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { OperationsLink_viewer$key } from '../../__generated__/OperationsLink_viewer.graphql';

/** Shows its children (the header's way to /operations) to platform operators only. */
export function OperationsLink({ viewer, children }: { viewer: OperationsLink_viewer$key; children: ReactNode }) {
  const data = useFragment(
    graphql`
      fragment OperationsLink_viewer on Viewer {
        isOperator
      }
    `,
    viewer,
  );
  return data.isOperator ? <>{children}</> : null;
}
