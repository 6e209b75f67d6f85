/**
 * Billing's GraphQL types, one module per concept under `types/`: imported here in the order they
 * were first defined, which is the order the printed schema keeps.
 */
import './types/values.ts';
import './types/subscriptions.ts';
import './types/billing.ts';
import './types/orders.ts';
import './types/catalogue.ts';
import './types/order-mutations.ts';
import './types/operations.ts';
import './types/workspace-matches.ts';
