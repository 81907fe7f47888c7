import type { Actor } from "@intranet/contracts";
import {
  serviceLimits,
  type HistoryEntry,
  type PassStepBody,
  type RequestStepView,
  type RequestView,
  type StepAction,
} from "@intranet/contracts/services";
import { isFinished } from "@intranet/contracts/services";
import { isConditionFailure, named, writeTransaction } from "../db";
import { db } from "./entities";
import { AppError } from "../platform";
import { publish } from "./events";
import { requestFor } from "./get";
import type { ServiceRequestRecord } from "./request.entity";
import {
  currentStep,
  filesOf,
  formOf,
  historyOf,
  mayAnswer,
  requestCan,
  requestSteps,
  toRequestView,
} from "./request-views";
import { entered, inboxCommits } from "./route";
import { checkValues } from "./values";

type Moved = Pick<ServiceRequestRecord, "status" | "steps" | "values" | "files" | "rounds"> & {
  current: number | undefined;
  finishedAt?: string;
};

/**
 * POST /api/bp/{id}/pass_step (product-spec §4): the current step approved (with its own fields),
 * declined or returned with a reason, a returned request resubmitted or a request withdrawn by its
 * initiator — each ONE transaction conditioned on the revision the caller saw, so of two answers at
 * once exactly one wins (`services.already_answered`); or a comment, which moves nothing.
 */
export async function passStep(actor: Actor, requestId: string, body: PassStepBody): Promise<RequestView> {
  const request = await requestFor(actor, requestId);
  if (body.action === "comment") return comment(actor, request, body.reason);
  // Someone moved it since the caller read it (answered, even finished it): they reload and see who.
  if (body.revision !== request.revision) throw new AppError("services.already_answered");
  if (isFinished(request.status)) throw new AppError("services.request_finished");
  const can = requestCan(actor, request);
  const allowed = {
    approve: can.answer,
    decline: can.answer,
    return: can.return,
    resubmit: can.resubmit,
    withdraw: can.withdraw,
  }[body.action];
  if (!allowed) {
    const answering = body.action === "approve" || body.action === "decline" || body.action === "return";
    throw new AppError(
      answering && request.status === "in_progress" && !mayAnswer(actor, request)
        ? "services.no_access"
        : "services.invalid_action",
    );
  }
  if ((body.action === "decline" || body.action === "return") && !body.reason)
    throw new AppError("services.decline_reason_missing");
  const moved = await move(actor, request, { ...body, action: body.action });
  const at = new Date().toISOString();
  const step = currentStep(request);
  const entry: HistoryEntry = {
    at,
    actorId: actor.userId,
    action: body.action,
    ...(step ? { stepId: step.id } : {}),
    ...(body.reason ? { reason: body.reason } : {}),
  };
  const next: ServiceRequestRecord = {
    ...request,
    ...moved,
    revision: request.revision + 1,
    history: [...historyOf(request), entry],
    updatedAt: at,
  };
  if (next.current === undefined) delete next.current;
  const leaving = request.status === "in_progress" ? step : undefined;
  const entering = next.status === "in_progress" ? currentStep(next) : undefined;
  const { clientId } = request;
  const outcome = await writeTransaction((e) => [
    named(
      "request",
      e.serviceRequest
        .put(next)
        .where((a, op) => `${op.eq(a.revision, request.revision)} AND ${op.eq(a.status, request.status)}`)
        .commit(),
    ),
    ...inboxCommits(e, request, leaving, entering),
  ]);
  if (!outcome.ok) {
    if (outcome.failed("request")) throw new AppError("services.already_answered");
    throw new AppError("services.start_failed");
  }
  await publish({
    type: "service.request_moved",
    tenantId: clientId,
    detail: {
      requestId,
      action: body.action,
      actorId: actor.userId,
      revision: next.revision,
      ...(step ? { stepId: step.id } : {}),
    },
  });
  return toRequestView(actor, next);
}

/** What an action makes of the request: the steps' states, its status and current step. */
async function move(
  actor: Actor,
  request: ServiceRequestRecord,
  body: PassStepBody & { action: Exclude<StepAction, "comment"> },
): Promise<Moved> {
  const now = new Date();
  const at = now.toISOString();
  const steps = requestSteps(request).map((step) => ({ ...step }));
  const index = request.current;
  // Files named by earlier answers stay: the history and the steps' values still show them.
  const base = { steps, values: request.values, files: filesOf(request), rounds: request.rounds };
  const answered = (state: RequestStepView["state"], extra: Partial<RequestStepView> = {}) => {
    steps[index!] = {
      ...steps[index!]!,
      state,
      answeredBy: actor.userId,
      answeredAt: at,
      ...(body.reason ? { reason: body.reason } : {}),
      ...extra,
    };
  };
  switch (body.action) {
    case "approve": {
      const { values, files } = await checkValues(actor, request.clientId, steps[index!]!.fields, body.values);
      answered("approved", Object.keys(values).length ? { values } : {});
      const following = index! + 1;
      const withFiles = { ...base, files: { ...base.files, ...files } };
      if (following >= steps.length) return { ...withFiles, status: "done", current: undefined, finishedAt: at };
      steps[following] = entered(steps[following]!, now);
      return { ...withFiles, status: "in_progress", current: following };
    }
    case "decline":
      answered("declined");
      for (const [position, step] of steps.entries())
        if (step.state === "waiting") steps[position] = { ...step, state: "skipped" };
      return { ...base, status: "rejected", current: undefined, finishedAt: at };
    case "return":
      if (request.rounds >= serviceLimits.roundsMax) throw new AppError("services.too_many_rounds");
      answered("returned");
      return { ...base, status: "review", current: index };
    case "resubmit": {
      const { values, files } = await checkValues(actor, request.clientId, formOf(request), body.values);
      // The step is asked again: its last answer (the return) stays in the history.
      const { answeredBy: _by, answeredAt: _at, reason: _reason, values: _values, ...step } = steps[index!]!;
      steps[index!] = entered({ ...step, state: "waiting" }, now);
      return {
        ...base,
        values,
        files: { ...base.files, ...files },
        rounds: request.rounds + 1,
        status: "in_progress",
        current: index,
      };
    }
    case "withdraw":
      for (const [position, step] of steps.entries())
        if (step.state === "waiting" || step.state === "current") steps[position] = { ...step, state: "skipped" };
      return { ...base, status: "withdrawn", current: undefined, finishedAt: at };
  }
}

/** A comment: a history entry of an open request that allows comments, its revision unchanged. */
async function comment(actor: Actor, request: ServiceRequestRecord, text: string): Promise<RequestView> {
  if (!requestCan(actor, request).comment) throw new AppError("services.invalid_action");
  if (!text) throw new AppError("services.decline_reason_missing");
  const at = new Date().toISOString();
  const entry: HistoryEntry = { at, actorId: actor.userId, action: "comment", reason: text };
  if (historyOf(request).length >= serviceLimits.historyMax) throw new AppError("services.too_many_rounds");
  const { clientId, requestId } = request;
  let data: unknown;
  try {
    ({ data } = await db()
      .entities.serviceRequest.update({ clientId, requestId })
      .append({ history: [entry] })
      .set({ updatedAt: at })
      .where((a, op) => op.eq(a.status, request.status))
      .go({ response: "all_new" }));
  } catch (error) {
    // It moved meanwhile (finished, or returned): the caller reloads and comments again if it is still open.
    if (isConditionFailure(error)) throw new AppError("services.already_answered");
    throw error;
  }
  await publish({
    type: "service.request_moved",
    tenantId: clientId,
    detail: { requestId, action: "comment", actorId: actor.userId, revision: request.revision },
  });
  return toRequestView(actor, data as ServiceRequestRecord);
}
