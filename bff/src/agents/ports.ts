import type DataLoader from 'dataloader';
import type { Agent } from './tables.ts';

/**
 * What the agents domain lends beside itself: the workspace agents installed from each template, a
 * request's loader (`service.ts`). A ports file holds shapes and constants only, and imports
 * nothing of the product but the foundation and other ports (see `apps/ports.ts`).
 */
export type InstalledAgents = DataLoader<string, Agent[]>;
