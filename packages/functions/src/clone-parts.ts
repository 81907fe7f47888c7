import type { CloneWork } from "@intranet/core/clients";

/**
 * The parts a clone may copy (POST /api/clients/{old}/clone/{workspace}), each by its owning
 * module's door. Composed here because the clients module sits below those modules; each is
 * loaded only when a clone asks for it, so the clients Lambda's cold start carries none of them.
 */
export const cloneWork: CloneWork = {
  structure: async ({ from, to }) => {
    const { copyStructure } = await import("@intranet/core/structure");
    const { departments, ids } = await copyStructure(from, to);
    return { counts: { departments }, ids };
  },
  knowledgeBase: async ({ actor, from, to, ids }) => {
    const { copySections } = await import("@intranet/core/articles");
    return { counts: await copySections(actor, from, to, ids) };
  },
  services: async ({ actor, from, to, ids }) => {
    const { copyCatalogue } = await import("@intranet/core/services");
    return { counts: await copyCatalogue(actor, from, to, ids) };
  },
  notifications: async ({ from, to }) => {
    const { copyNotificationSetup } = await import("@intranet/core/notifications");
    return { counts: await copyNotificationSetup(from, to) };
  },
  ai: async ({ from, to }) => {
    const { copyAiCompanyData } = await import("@intranet/core/admin");
    return { counts: await copyAiCompanyData(from, to) };
  },
};
