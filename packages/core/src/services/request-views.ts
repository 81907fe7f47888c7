import type { Actor } from "@intranet/contracts";
import type {
  AttachedFile,
  Field,
  FieldValue,
  HistoryEntry,
  RequestCan,
  RequestStepView,
  RequestSummary,
  RequestView,
} from "@intranet/contracts/services";
import { isFinished } from "@intranet/contracts/services";
import { managesServices } from "./access";
import type { ServiceRequestRecord } from "./request.entity";

export const requestSteps = (request: Pick<ServiceRequestRecord, "steps">): RequestStepView[] =>
  request.steps as RequestStepView[];
export const historyOf = (request: Pick<ServiceRequestRecord, "history">): HistoryEntry[] =>
  request.history as HistoryEntry[];
export const formOf = (request: Pick<ServiceRequestRecord, "form">): Field[] => request.form as Field[];
export const valuesOf = (request: Pick<ServiceRequestRecord, "values">): Record<string, FieldValue> =>
  request.values as Record<string, FieldValue>;
/** The files the values name, by id (requests started before names were kept have none). */
export const filesOf = (request: Pick<ServiceRequestRecord, "files">): Record<string, AttachedFile> =>
  (request.files ?? {}) as Record<string, AttachedFile>;

/** The step that waits for an answer (none once finished or while with the initiator). */
export function currentStep(request: ServiceRequestRecord): RequestStepView | undefined {
  return request.current === undefined ? undefined : requestSteps(request)[request.current];
}

/** Everyone a request concerns: its initiator and every performer of every step. */
export function peopleOf(request: ServiceRequestRecord): string[] {
  return [...new Set([request.initiatorId, ...requestSteps(request).flatMap((step) => step.performers)])];
}

/** Who may answer the current step: its performers, and the company's admins (a performer may have left). */
export function mayAnswer(actor: Actor, request: ServiceRequestRecord): boolean {
  const step = currentStep(request);
  return (
    request.status === "in_progress" && !!step && (step.performers.includes(actor.userId) || managesServices(actor))
  );
}

export function requestCan(actor: Actor, request: ServiceRequestRecord): RequestCan {
  const answer = mayAnswer(actor, request);
  const initiator = request.initiatorId === actor.userId;
  const open = !isFinished(request.status);
  return {
    answer,
    return: answer && !!currentStep(request)?.review,
    resubmit: initiator && request.status === "review",
    withdraw: initiator && open,
    comment: open && request.comments,
  };
}

export function toRequestSummary(request: ServiceRequestRecord, now = Date.now()): RequestSummary {
  const step = currentStep(request);
  return {
    _id: request.requestId,
    client_id: request.clientId,
    number: request.number,
    serviceId: request.serviceId,
    serviceName: request.serviceName,
    initiatorId: request.initiatorId,
    status: request.status,
    ...(step
      ? {
          currentStep: {
            id: step.id,
            name: step.name,
            performers: step.performers,
            ...(step.dueAt ? { dueAt: step.dueAt } : {}),
            overdue: !!step.dueAt && Date.parse(step.dueAt) < now,
          },
        }
      : {}),
    createdAt: request.createdAt,
    updatedAt: request.updatedAt,
    ...(request.finishedAt ? { finishedAt: request.finishedAt } : {}),
    ...(request.dueAt ? { dueAt: request.dueAt } : {}),
  };
}

export function toRequestView(actor: Actor, request: ServiceRequestRecord): RequestView {
  return {
    ...toRequestSummary(request),
    revision: request.revision,
    form: formOf(request),
    values: valuesOf(request),
    files: filesOf(request),
    steps: requestSteps(request),
    history: historyOf(request),
    comments: request.comments,
    can: requestCan(actor, request),
  };
}
