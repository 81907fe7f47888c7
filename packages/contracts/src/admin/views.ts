import type { MenuNames } from "../clients/schemas";
import type { AiCompanyData, MaintenanceTask } from "./schemas";

/** The company's menu settings, as stored. */
export interface InterfaceView {
  menuNames: Record<string, MenuNames>;
  menuOrder: string[];
  menuHidden: string[];
}

export interface AiCompanyDataView extends AiCompanyData {
  client_id: string;
  updatedAt?: string;
}

/** Integrations with their secrets masked: `passwordSet` says one is stored, never what it is. */
export interface CompanyIntegrationsView {
  client_id: string;
  hrm: { url: string; login: string; passwordSet: boolean } | null;
  mailing: { service: "sendsay"; login: string; apiKeySet: boolean; list?: string } | null;
}

export interface MailTestResult {
  to: string;
  /** The mail port's message id. */
  messageId: string;
}

/** One run of a service task: queued when asked for, running in its job, then done or failed. */
export interface MaintenanceRunView {
  runId: string;
  task: MaintenanceTask;
  status: "queued" | "running" | "done" | "failed";
  requestedBy: { userId: string; firstName?: string; lastName?: string; superadmin: boolean };
  requestedAt: string;
  startedAt?: string;
  finishedAt?: string;
  /** What the task did, by measure (documents indexed per source, people synced, counters corrected…). */
  result?: Record<string, number>;
  /** A failed run's error code. */
  error?: string;
}

export interface MaintenanceRunList {
  runs: MaintenanceRunView[];
}

/** POST /api/clients/export/all: the export started in each company (follow each inside it). */
export interface CompaniesExportStarted {
  started: Array<{ clientId: string; exportId: string }>;
}
