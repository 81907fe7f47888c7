import * as z from "zod/mini";
import { isConditionFailure } from "../db";
import { notify } from "../notifications";
import { jobScheduler } from "../scheduler";
import { db } from "./entities";
import { findRequest } from "./get";
import type { ServiceRequestRecord } from "./request.entity";
import { currentStep } from "./request-views";

/** The job that runs a request's timer (core/services/plugin.ts). */
export const REQUEST_TIMER_JOB = "service-request-timer";
const DAY_MS = 86_400_000;

const timerName = (tenantId: string, requestId: string) => `service-${tenantId}-${requestId}`;
export const requestLink = (requestId: string) => `/service/request/${encodeURIComponent(requestId)}`;

/** The marker of a step's notice: the step and the revision it became current at. */
const markOf = (request: ServiceRequestRecord) => `${currentStep(request)?.id}:${request.revision}`;

/**
 * Sets (or removes) a request's one schedule on the next moment of its current step: the day before
 * its due date (the performers' reminder) unless already sent, then the due date (the initiator's
 * overdue notice) unless already sent; none once it is finished, with its initiator or has no due date.
 */
export async function scheduleRequestTimer(request: ServiceRequestRecord, now = new Date()): Promise<string> {
  const name = timerName(request.clientId, request.requestId);
  const step = request.status === "in_progress" ? currentStep(request) : undefined;
  const due = step?.dueAt ? Date.parse(step.dueAt) : undefined;
  const mark = markOf(request);
  const next =
    due === undefined
      ? undefined
      : request.remindedFor !== mark && due - DAY_MS > now.getTime()
        ? due - DAY_MS
        : request.overdueFor !== mark
          ? Math.max(due, now.getTime() + 60_000)
          : undefined;
  if (next === undefined) {
    await jobScheduler().remove(name);
    return "no timer";
  }
  const at = new Date(next).toISOString();
  await jobScheduler().upsert({
    name,
    at,
    job: REQUEST_TIMER_JOB,
    payload: { tenantId: request.clientId, requestId: request.requestId, revision: request.revision },
    retries: 2,
  });
  return `timer at ${at}`;
}

const id = z.string().check(z.minLength(1), z.maxLength(64));
const payloadSchema = z.object({ tenantId: id, requestId: id, revision: z.number() });

/**
 * Marks the notice on the request, conditioned on the step being still current at this revision
 * and the notice not sent: of two runs only one gets to notify.
 */
async function markOnce(request: ServiceRequestRecord, field: "remindedFor" | "overdueFor"): Promise<boolean> {
  const mark = markOf(request);
  try {
    await db()
      .entities.serviceRequest.patch({ clientId: request.clientId, requestId: request.requestId })
      .set({ [field]: mark })
      .where(
        (a, op) => `${op.eq(a.revision, request.revision)} AND (${op.notExists(a[field])} OR ${op.ne(a[field], mark)})`,
      )
      .go();
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** The step's two notices: the performers the day before its due date, the initiator once it is overdue. */
const notices = {
  reminder: { field: "remindedFor", template: "service.step_due", kind: "reminder" },
  overdue: { field: "overdueFor", template: "service.step_overdue", kind: "overdue" },
} as const;

/** Marks the notice, then sends it; a failed send takes the mark back, so the job's retry sends it. */
async function noticeOnce(request: ServiceRequestRecord, which: keyof typeof notices): Promise<string> {
  const notice = notices[which];
  if (!(await markOnce(request, notice.field))) return `${which} already sent`;
  const step = currentStep(request)!;
  try {
    await notify(request.clientId, which === "overdue" ? [request.initiatorId] : step.performers, {
      section: "services",
      kind: notice.kind,
      template: notice.template,
      variables: { service: request.serviceName, number: String(request.number), step: step.name },
      link: requestLink(request.requestId),
      dedupeKey: `service:${request.requestId}:${which}:${markOf(request)}`,
    });
  } catch (error) {
    await db()
      .entities.serviceRequest.patch({ clientId: request.clientId, requestId: request.requestId })
      .remove([notice.field])
      .go()
      .catch(() => undefined);
    throw error;
  }
  return `${which} sent`;
}

/**
 * Job `service-request-timer`: re-reads the request; when its step is still current, reminds the
 * performers the day before the due date and tells the initiator once it is overdue — each once
 * (noticeOnce), so a run twice notifies once — then sets the next moment.
 */
export async function runRequestTimer(payload: unknown, now = new Date()): Promise<string> {
  const parsed = payloadSchema.safeParse(payload);
  if (!parsed.success) return "ignored";
  const request = await findRequest(parsed.data.tenantId, parsed.data.requestId);
  const step = request && request.status === "in_progress" ? currentStep(request) : undefined;
  if (!request || !step?.dueAt) return "nothing due";
  const due = Date.parse(step.dueAt);
  const outcome =
    now.getTime() >= due
      ? await noticeOnce(request, "overdue")
      : now.getTime() >= due - DAY_MS
        ? await noticeOnce(request, "reminder")
        : "nothing due";
  const fresh = (await findRequest(request.clientId, request.requestId)) ?? request;
  await scheduleRequestTimer(fresh, now);
  return outcome;
}
