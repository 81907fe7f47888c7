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
  /** The collection a `deleteCollection` run deletes. */
  collection?: string;
}

export interface MaintenanceRunList {
  runs: MaintenanceRunView[];
}

/** POST /api/clients/export/all: the export started in each company (follow each inside it). */
export interface CompaniesExportStarted {
  started: Array<{ clientId: string; exportId: string }>;
}

/** One collection in the company's inventory: its items now, and whether admins may delete it. */
export interface CollectionCount {
  /** `<module>` or `<module>.<part>`, as the module's plugin names it. */
  name: string;
  module: string;
  items: number;
  deletable: boolean;
}

/** Stored files of one file module: how many and how many bytes. */
export interface FileModuleCount {
  module: string;
  count: number;
  bytes: number;
}

/**
 * GET /api/clients/{id}/data: what the company holds, as counted by its latest inventory (a
 * service task that reads the company's data once, off the request path); `null` before the first.
 */
export interface DataInventoryView {
  inventory: null | {
    runId: string;
    takenAt: string;
    collections: CollectionCount[];
    /** Items of no declared collection (settings, indexes, guards…). */
    otherItems: number;
    files: FileModuleCount[];
    /** Files nothing refers to any more (GET hangedFilesByClient/{id} lists them). */
    unreferenced: { count: number; bytes: number };
  };
  /** The company's storage now, from its counters (the same as `filestat`). */
  storage: { usedBytes: number; limitBytes: number; filesCount: number };
}

/** A stored file nothing in the company refers to any more, as the latest inventory found it. */
export interface HangedFileView {
  fileId: string;
  name: string;
  module: string;
  contentType: string;
  size: number;
  createdAt: string;
  uploadedBy: { userId: string; firstName?: string; lastName?: string };
}

export interface HangedFilesPage {
  /** When the inventory that found them was taken; `null` before the first. */
  takenAt: string | null;
  files: HangedFileView[];
  cursor?: string;
}
