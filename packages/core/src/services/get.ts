import type { Actor, DownloadUrl } from "@intranet/contracts";
import type { RequestView } from "@intranet/contracts/services";
import { moduleFileDownloadUrl } from "../files";
import { AppError, requireTenant } from "../platform";
import { inDepartment, managesServices } from "./access";
import type { ServiceRequestRecord } from "./request.entity";
import { formOf, peopleOf, requestSteps, toRequestView, valuesOf } from "./request-views";
import { findRequest, profileOf } from "./store";

export { findRequest };
import { fileIdsIn } from "./values";

/**
 * Whether the caller may read the request: its initiator, a performer of any step, the company's
 * admins, or a member of the service's responsible department (the only case that reads the
 * caller's profile).
 */
export async function mayRead(actor: Actor, request: ServiceRequestRecord): Promise<boolean> {
  if (managesServices(actor) || peopleOf(request).includes(actor.userId)) return true;
  return !!request.departmentId && inDepartment(await profileOf(actor, request.clientId), request.departmentId);
}

/** A request the caller may read (anyone else, another tenant's id included: `services.request_not_found`). */
export async function requestFor(actor: Actor, requestId: string): Promise<ServiceRequestRecord> {
  const clientId = requireTenant(actor);
  const request = await findRequest(clientId, requestId);
  if (!request || !(await mayRead(actor, request))) throw new AppError("services.request_not_found");
  return request;
}

/** GET /api/bp/request/{id}: one Get (and the caller's profile for a department member). */
export async function getRequest(actor: Actor, requestId: string): Promise<RequestView> {
  return toRequestView(actor, await requestFor(actor, requestId));
}

/** GET /api/bp/request/{id}/file/{file}: a file of one of the request's fields, for its readers. */
export async function requestFileUrl(actor: Actor, requestId: string, fileId: string): Promise<DownloadUrl> {
  const request = await requestFor(actor, requestId);
  const named = [
    ...fileIdsIn(formOf(request), valuesOf(request)),
    ...requestSteps(request).flatMap((step) => fileIdsIn(step.fields, step.values)),
  ];
  if (!named.includes(fileId)) throw new AppError("files.not_found");
  return moduleFileDownloadUrl(request.clientId, fileId);
}
