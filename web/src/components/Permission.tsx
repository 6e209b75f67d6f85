import type { ReactNode } from 'react';
import { useWsUserType, type WsUserType } from '../api/user-info';

/** The spec's permission directive: renders its children only for the allowed ws_user_types. */
export function Permission({ allow, children }: { allow: readonly WsUserType[]; children: ReactNode }) {
  const type = useWsUserType();
  return type && allow.includes(type) ? <>{children}</> : null;
}
