import type { ClientStatus } from "../clients/views";

/**
 * The platform page (`/app`, superadmin): the tenants, the health of what the platform runs on, the
 * scheduled jobs and the storage, read in one call (`GET /api/platform/overview`).
 */

/** What the health section checks, each with a real call of its own (mail is not probed). */
export const platformHealthChecks = ["table", "files", "media", "realtime", "mail"] as const;
export type PlatformHealthCheck = (typeof platformHealthChecks)[number];

export interface PlatformHealthItem {
  check: PlatformHealthCheck;
  /** `not_checked`: the platform has no cheap, honest probe for it (mail: a probe would send a letter). */
  state: "ok" | "failing" | "not_checked";
  /** How long the probe took, when it ran. */
  latencyMs?: number;
  /** A failing probe's error name (`NoSuchBucket`, `TimeoutError`…), for the superadmin. */
  error?: string;
}

/** One company as the platform page lists it. */
export interface PlatformTenantRow {
  clientId: string;
  name: string;
  workspace: string;
  status: ClientStatus;
  /** People employed today (analytics' census); null when the counters have not been built yet. */
  people: number | null;
  usedBytes: number;
  limitBytes: number;
  filesCount: number;
  createdAt: string;
}

export interface PlatformTenants {
  total: number;
  byStatus: Record<ClientStatus, number>;
  /** People employed today, summed over the companies that are not being deleted. */
  people: number;
  /** Companies whose people counters are not built yet (their people are not in `people`). */
  peopleUnknown: number;
}

export interface PlatformStorage {
  usedBytes: number;
  limitBytes: number;
  filesCount: number;
  /** Companies that use 90 % of their limit or more. */
  nearLimit: number;
}

/** A row of the job table (`functions/src/jobs.ts`): what runs when, as the modules declare it. */
export interface PlatformJobView {
  name: string;
  /** A 5-field cron (UTC unless `timezone`), or `one-time`: a timer a module sets per item at run time. */
  schedule: { cron: string; timezone?: string } | "one-time";
  /** The module's own description (English: developers' words). */
  description: string;
  retries: number;
  timeoutSeconds: number;
  /** It also runs once at each deploy (data migrations). */
  onDeploy: boolean;
}

/** What the answer cost: DynamoDB calls, so the page's price is visible as the platform grows. */
export interface PlatformReadCost {
  /** Queries of the companies' list (one per 1 MB page of company items). */
  tenantQueries: number;
  /** BatchGets of the people counters (one per 100 companies). */
  peopleBatchGets: number;
}

export interface PlatformOverview {
  checkedAt: string;
  tenants: PlatformTenants;
  storage: PlatformStorage;
  /** The companies using the most storage, largest first (at most `platformLimits.biggestShown`). */
  biggest: PlatformTenantRow[];
  health: PlatformHealthItem[];
  jobs: PlatformJobView[];
  cost: PlatformReadCost;
}

export const platformLimits = {
  biggestShown: 10,
  /** A company at this share of its storage limit or above counts as near it. */
  nearLimitShare: 0.9,
} as const;
