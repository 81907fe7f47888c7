import type { Actor } from "@intranet/contracts";
import type { RequestStepView, RequestView, StartRequestBody } from "@intranet/contracts/services";
import { named, writeTransaction } from "../db";
import { AppError, newId } from "../platform";
import { db } from "./entities";
import { publish } from "./events";
import type { ServiceRequestRecord } from "./request.entity";
import { toRequestView } from "./request-views";
import { dueAfter, entered, inboxCommits, resolvePerformers } from "./route";
import { serviceFor } from "./store";
import { checkValues } from "./values";
import { fieldsOf, grantsOf, stepsOf } from "./views";
import { serviceCan } from "./access";

/** The company's next request number (one Update ADD; a failed start leaves a gap, as paper forms do). */
async function nextNumber(clientId: string): Promise<number> {
  const { data } = await db()
    .entities.serviceCounter.upsert({ clientId })
    .add({ requests: 1 })
    .go({ response: "all_new" });
  return data.requests ?? 1;
}

/**
 * POST /api/bp/start and /api/user/send_service_req (`simpleOnly`): the initiator's order. The
 * service must be theirs to order and complete (simple: its one step; multi-stage: at least 2,
 * rules spec §5), the values fit the form, and every step's performers resolve. Then ONE
 * transaction writes the request (a snapshot of the form and the route) and the first step's
 * inbox items; the performers are notified by the subscriber.
 */
export async function startRequest(
  actor: Actor,
  body: StartRequestBody,
  options: { simpleOnly?: boolean } = {},
): Promise<RequestView> {
  const { clientId, service, profile } = await serviceFor(actor, body.serviceId);
  if (service.template) throw new AppError("services.template_not_orderable");
  if (!serviceCan(actor, profile, { ...service, grants: grantsOf(service) }).order)
    throw new AppError("services.not_found");
  const route = stepsOf(service);
  if (options.simpleOnly && service.type !== "simple") throw new AppError("services.invalid_action");
  if (route.length === 0) throw new AppError("services.no_steps");
  if (service.type === "multi" && route.length < 2) throw new AppError("services.two_steps_required");
  const form = fieldsOf(service);
  const { values, files } = await checkValues(actor, clientId, form, body.values);
  const performers = await resolvePerformers(clientId, actor, route);

  const now = new Date();
  const at = now.toISOString();
  const steps: RequestStepView[] = route.map((step, index) => ({
    ...step,
    performers: performers[index]!,
    state: "waiting",
  }));
  steps[0] = entered(steps[0]!, now);
  const due = dueAfter(now, service.dayLimit);
  const request: ServiceRequestRecord = {
    clientId,
    requestId: newId(),
    number: await nextNumber(clientId),
    serviceId: service.serviceId,
    serviceName: service.name,
    ...(service.departmentId ? { departmentId: service.departmentId } : {}),
    initiatorId: actor.userId,
    status: "in_progress",
    revision: 0,
    current: 0,
    rounds: 0,
    comments: service.comments,
    form,
    values,
    files,
    steps,
    history: [{ at, actorId: actor.userId, action: "started" }],
    ...(due ? { dueAt: due } : {}),
    createdAt: at,
    updatedAt: at,
  };
  const outcome = await writeTransaction((e) => [
    named("request", e.serviceRequest.create(request).commit()),
    ...inboxCommits(e, request, undefined, steps[0]),
  ]);
  if (!outcome.ok) throw new AppError("services.start_failed");
  await publish({
    type: "service.request_moved",
    tenantId: clientId,
    detail: { requestId: request.requestId, action: "started", actorId: actor.userId, revision: 0 },
  });
  return toRequestView(actor, request);
}
