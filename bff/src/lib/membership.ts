/**
 * The kinds of membership in a workspace (the spec's ws_user_type: 1 member, 2 admin, 3 creator),
 * ordered so that a kind includes the rights of those below it. Other domains judge rights by
 * them, so they live here rather than beside the table that stores them.
 */
export const WS_USER_TYPES = { member: 1, admin: 2, creator: 3 } as const;
