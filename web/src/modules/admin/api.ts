import { adminRoutes, type requestableTasks } from "@intranet/contracts/admin";
import { articlesRoutes } from "@intranet/contracts/articles";
import { clientsRoutes } from "@intranet/contracts/clients";
import {
  journalRoutes,
  type JournalExportQuery,
  type JournalQuery,
  type JournalSection,
} from "@intranet/contracts/journal";
import { notificationsRoutes, type TemplateUpdateBody } from "@intranet/contracts/notifications";
import { callRoute } from "../../api/client";
import type { Language } from "../../i18n/languages";

/** The journal's filters as the address keeps them (no paging). */
export type JournalFilter = Omit<JournalQuery, "cursor" | "limit"> & { section?: JournalSection };

/** TanStack Query keys of the admin panel; everything under `admin`. */
export const adminKeys = {
  all: ["admin"] as const,
  journal: (client: string, filter: JournalFilter) => ["admin", "journal", client, filter] as const,
  templates: ["admin", "templates"] as const,
  render: (code: string, variables: Record<string, string>, version: string) =>
    ["admin", "templates", "render", code, variables, version] as const,
  stat: (client: string) => ["admin", "stat", client] as const,
  sections: (client: string) => ["admin", "sections", client] as const,
  maintenance: (client: string) => ["admin", "maintenance", client] as const,
  /** The company's latest inventory and its storage now (All data). */
  data: (client: string) => ["admin", "data", client] as const,
  /** The latest inventory's unreferenced files (File cleaning). */
  hanged: (client: string) => ["admin", "hanged", client] as const,
};

/** A task the panel may ask for by name (`deleteCollection` is asked for by `deleteCollection` below). */
export type RequestableTask = (typeof requestableTasks)[number];

/** Unreferenced files read a page at a time. */
export const hangedPageSize = 50;

/** The tabs show their own failures in place. */
const quiet = { no_show: true } as const;

/** The admin panel's calls, from the contracts of the journal, administration, notifications, clients and articles. */
export const adminApi = {
  /** A page of the journal, newest first: the section's route when a section is chosen. */
  journal: (client: string, { section, ...filter }: JournalFilter, cursor: string | undefined) => {
    const query = { ...filter, ...(cursor ? { cursor } : {}) };
    return section
      ? callRoute(journalRoutes.section, { params: { client_id: client, section }, query }, quiet)
      : callRoute(journalRoutes.list, { params: { client_id: client }, query }, quiet);
  },
  /** Starts the filtered journal's Excel export (202); the shared export dialog follows it. */
  exportJournal: (client: string, query: JournalExportQuery) =>
    callRoute(journalRoutes.export, { params: { client_id: client }, query }, quiet),
  templates: () => callRoute(notificationsRoutes.listTemplates, {}, quiet),
  saveTemplate: (body: TemplateUpdateBody) => callRoute(notificationsRoutes.updateTemplate, { body }, quiet),
  resetTemplate: (code: string) => callRoute(notificationsRoutes.deleteTemplate, { params: { code } }, quiet),
  renderTemplate: (code: string, variables: Record<string, string>) =>
    callRoute(notificationsRoutes.renderTemplate, { body: { code, variables } }, quiet),
  mailTest: (client: string, to: string | undefined) =>
    callRoute(adminRoutes.mailTest, { params: { id: client }, body: to ? { to } : {} }, quiet),
  stat: (client: string) => callRoute(clientsRoutes.stat, { params: { id: client } }, quiet),
  /** The knowledge base's whole readable tree (its top folders are the sections). */
  sections: (client: string, user: string) =>
    callRoute(articlesRoutes.list, { params: { client, user }, query: {} }, quiet),
  createSections: (lang: Language) => callRoute(articlesRoutes.defaultSections, { body: { lang } }, quiet),
  /** The company's recent service task runs, newest first. */
  maintenanceRuns: (client: string) => callRoute(adminRoutes.maintenanceRuns, { params: { client_id: client } }, quiet),
  /** Queues a service task (202); refused while the same task is queued or running. */
  runMaintenance: (client: string, task: RequestableTask) =>
    callRoute(adminRoutes.runMaintenance, { params: { client_id: client, task } }, quiet),
  /** The latest inventory by collection and file module (null before the first), and the storage now. */
  data: (client: string) => callRoute(adminRoutes.dataInventory, { params: { id: client } }, quiet),
  /** Deletes a collection with its files as a service task (202), confirmed by the workspace's name. */
  deleteCollection: (client: string, collection: string, confirm: string) =>
    callRoute(adminRoutes.deleteCollection, { params: { client, coll_name: collection }, body: { confirm } }, quiet),
  /** A page of the latest inventory's unreferenced files. */
  hangedFiles: (client: string, cursor: string | undefined) =>
    callRoute(
      adminRoutes.hangedFiles,
      { params: { id: client }, query: { limit: hangedPageSize, ...(cursor ? { cursor } : {}) } },
      quiet,
    ),
  /** Deletes files of that list (at most 100 a call): what was deleted and what failed. */
  deleteHangedFiles: (client: string, fileIds: string[]) =>
    callRoute(adminRoutes.deleteHangedFiles, { params: { id: client }, body: { fileIds } }, quiet),
  /** Starts the company's archive (202); the shared export dialog follows it. */
  exportCompany: (client: string) => callRoute(adminRoutes.exportCompany, { params: { client_id: client } }, quiet),
};
