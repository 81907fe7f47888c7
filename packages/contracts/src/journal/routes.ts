import type { ExportView } from "../exports/views";
import { answer, defineRoutes } from "../route";
import {
  journalClientParamsSchema,
  journalExportQuerySchema,
  journalQuerySchema,
  journalSectionParamsSchema,
} from "./schemas";
import type { JournalPage } from "./views";

/**
 * The audit journal (rules spec §7 Clients): read by that company's admins and the superadmin,
 * newest first; never written through the API (services write it with their changes).
 */
export const journalRoutes = defineRoutes("journal", {
  list: {
    method: "GET",
    path: "/api/journal/{client_id}",
    access: "admin",
    summary: "The company's journal of administrative changes, newest first, filtered and paged",
    answer: answer<JournalPage>(),
    params: journalClientParamsSchema,
    query: journalQuerySchema,
  },
  section: {
    method: "GET",
    path: "/api/journal/{client_id}/section/{section}",
    access: "admin",
    summary: "One section of the journal, newest first, filtered and paged",
    answer: answer<JournalPage>(),
    params: journalSectionParamsSchema,
    query: journalQuerySchema,
  },
  export: {
    method: "GET",
    path: "/api/journal/{client_id}/export",
    access: "admin",
    summary: "The journal (filtered) as an Excel file (202; follow GET /api/export/{id})",
    answer: answer<ExportView>(),
    params: journalClientParamsSchema,
    query: journalExportQuerySchema,
  },
});
