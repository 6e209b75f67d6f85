import { loadedWhenOpened } from '../../components/loadedWhenOpened';

/**
 * Asks an operator to confirm a decision on an order; with `reasonLabel`, a reason is required
 * (a rejection's reason is shown to the buyer, a refund's is kept in the order's history).
 */
export const DecisionDialog = loadedWhenOpened(() => import('./DecisionDialogContent').then((module) => module.DecisionDialogContent));
