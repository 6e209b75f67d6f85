/**
 * A source version that also says who may see the item. The engine skips an item whose version
 * did not change, so a change of visibility alone (a public repository made private) must change
 * the version, or the stored `restricted` would keep its old value.
 */
export const versionWithVisibility = (version: string, restricted: boolean) => `${version}:${restricted ? 'restricted' : 'public'}`;
