import { exportParamsSchema } from "./schemas";
import { answer, defineRoutes } from "../route";
import type { ExportView } from "./views";

/**
 * An export's progress and file. Only the person who started it (or an admin of the company) may
 * follow it. The calls that start exports belong to their modules (POST /api/user/export/…).
 */
export const exportsRoutes = defineRoutes("exports", {
  status: {
    method: "GET",
    path: "/api/export/{id}",
    access: "user",
    summary: "An export's progress; once done, a short-lived download URL of its file",
    params: exportParamsSchema,
    answer: answer<ExportView>(),
  },
});
