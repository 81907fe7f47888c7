import type { FileKinds } from "../files/file-kinds";

/**
 * Files attached to a request's fields: their uploader through the files API; the request's
 * people (initiator, performers, department, admins) download them through the services module.
 */
export const servicesFileKinds = { services: { read: "private" } } as const satisfies FileKinds;
