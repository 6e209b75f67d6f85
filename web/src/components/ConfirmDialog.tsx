import { loadedWhenOpened } from './loadedWhenOpened';

/** Asks before something that cannot be undone from here (removing, revoking, handing over). */
export const ConfirmDialog = loadedWhenOpened(() => import('./ConfirmDialogContent').then((module) => module.ConfirmDialogContent));
