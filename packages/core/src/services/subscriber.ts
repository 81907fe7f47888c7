import type { ServerEvent } from "@intranet/contracts";
import * as z from "zod/mini";
import { notify } from "../notifications";
import { publish as push } from "../realtime";
import { findRequest } from "./get";
import { inboxCountOf } from "./lists";
import type { ServiceRequestRecord } from "./request.entity";
import { currentStep, peopleOf, requestSteps } from "./request-views";
import { requestLink, scheduleRequestTimer } from "./timers";

const id = z.string().check(z.minLength(1), z.maxLength(64));
const moved = z.object({
  tenantId: id,
  requestId: id,
  action: z.enum(["started", "approve", "decline", "return", "resubmit", "withdraw", "comment"]),
  actorId: id,
  revision: z.number(),
  stepId: z.optional(id),
});
type Moved = z.output<typeof moved>;

/**
 * The services' bus subscriber (never the request path), on `service.request_moved`: notifies
 * (section services) the performers a step reaches and the initiator of every move and the end,
 * pushes the request and the inbox counts to its people's open pages, and sets its timer. Dedupe
 * keys (request, revision, action) make a redelivery notify nobody twice.
 */
export async function handleServiceEvent(type: string, detail: unknown): Promise<string> {
  if (type !== "service.request_moved") return "ignored";
  const parsed = moved.safeParse(detail);
  if (!parsed.success) return "ignored";
  const event = parsed.data;
  const request = await findRequest(event.tenantId, event.requestId);
  if (!request) return "gone";
  const sent = await notifyMove(request, event);
  await pushMove(request, event);
  // A later move sets its own timer; this one's request is re-read, so setting it again is harmless.
  await scheduleRequestTimer(request);
  return sent;
}

function recipientsAndTemplate(request: ServiceRequestRecord, event: Moved): Array<[string[], string]> {
  const step = requestSteps(request).find((each) => each.id === event.stepId);
  const next = currentStep(request);
  const reached: Array<[string[], string]> =
    request.status === "in_progress" && next && request.revision === event.revision
      ? [[next.performers, "service.step_assigned"]]
      : [];
  switch (event.action) {
    case "started":
    case "resubmit":
      return reached;
    case "approve":
      return request.status === "done"
        ? [[[request.initiatorId], "service.request_done"]]
        : [[[request.initiatorId], "service.step_approved"], ...reached];
    case "decline":
      return [[[request.initiatorId], "service.request_rejected"]];
    case "return":
      return [[[request.initiatorId], "service.request_returned"]];
    case "withdraw":
      return step ? [[step.performers, "service.request_withdrawn"]] : [];
    case "comment":
      return [];
  }
}

async function notifyMove(request: ServiceRequestRecord, event: Moved): Promise<string> {
  const step = requestSteps(request).find((each) => each.id === event.stepId) ?? currentStep(request);
  const answer = event.stepId ? requestSteps(request).find((each) => each.id === event.stepId) : undefined;
  let notified = 0;
  for (const [people, template] of recipientsAndTemplate(request, event)) {
    const target = template === "service.step_assigned" ? currentStep(request) : step;
    const result = await notify(request.clientId, people, {
      section: "services",
      kind: template.slice("service.".length),
      template,
      variables: {
        service: request.serviceName,
        number: String(request.number),
        step: target?.name ?? "",
        reason: answer?.reason ?? "",
      },
      link: requestLink(request.requestId),
      actorId: event.actorId,
      dedupeKey: `service:${request.requestId}:${event.revision}:${template}`,
    });
    notified += result.notified.length;
  }
  return `notified ${notified}`;
}

async function pushMove(request: ServiceRequestRecord, event: Moved): Promise<void> {
  const update: ServerEvent = {
    type: "services.request",
    requestId: request.requestId,
    revision: request.revision,
    status: request.status,
  };
  await push(request.clientId, peopleOf(request), update);
  if (event.action === "comment") return;
  // Whose inbox may have changed: the step left and the step reached.
  const step = requestSteps(request).find((each) => each.id === event.stepId);
  const touched = [...new Set([...(step?.performers ?? []), ...(currentStep(request)?.performers ?? [])])];
  for (const userId of touched) {
    const count = await inboxCountOf(request.clientId, userId);
    await push(request.clientId, [userId], { type: "services.inbox", count });
  }
}
