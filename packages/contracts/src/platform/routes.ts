import { answer, defineRoutes } from "../route";
import type { PlatformOverview } from "./views";

/** The platform's own page (`/app`): the superadmin's view of every company and of the platform. */
export const platformRoutes = defineRoutes("platform", {
  overview: {
    method: "GET",
    path: "/api/platform/overview",
    access: "superadmin",
    summary:
      "Companies by status, people and storage summed, the largest by storage, health probes, the job table (one Query per 1 MB of companies, one BatchGet per 100)",
    answer: answer<PlatformOverview>(),
  },
});
