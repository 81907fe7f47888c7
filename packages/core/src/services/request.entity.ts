import { requestStatuses } from "@intranet/contracts/services";
import { defineEntity, type EntityItem } from "../db/entity";

/**
 * A service request (product-spec §4): a snapshot of the service's form and route as when it
 * started (an edited service does not change running requests), the values, each step's resolved
 * performers and answer, and the history — one item, so its page is one Get and every transition
 * one conditional write on `revision` (two performers at once: exactly one wins). Access patterns:
 * - by id: Get pk = clientId + requestId (its page, every transition, the timer);
 * - a person's requests, newest first: Query gsi1 pk = clientId + initiatorId, sk = requestId (ULID);
 * - a service's requests, newest first: Query gsi2 pk = clientId + serviceId, sk = requestId;
 * - what waits for a performer: the serviceInbox items (inbox.entity.ts) + BatchGet here.
 */
export const ServiceRequestEntity = defineEntity({
  model: { entity: "serviceRequest", version: "1", service: "intranet" },
  attributes: {
    clientId: { type: "string", required: true },
    requestId: { type: "string", required: true },
    /** The company's running number ("#12"). */
    number: { type: "number", required: true },
    serviceId: { type: "string", required: true },
    serviceName: { type: "string", required: true },
    departmentId: { type: "string" },
    initiatorId: { type: "string", required: true },
    status: { type: requestStatuses, required: true },
    /** Bumped by every transition (not by a comment): the condition of the next. */
    revision: { type: "number", required: true },
    /** The index of the current step in `steps` (absent once finished). */
    current: { type: "number" },
    /** Times returned to the initiator (serviceLimits.roundsMax). */
    rounds: { type: "number", required: true },
    comments: { type: "boolean", required: true },
    /** contracts `Field[]` and values by field id. */
    form: { type: "any", required: true },
    values: { type: "any", required: true },
    /** contracts `AttachedFile` by file id: the names and sizes of the files the values name. */
    files: { type: "any" },
    /** Each step: its definition, performers, state, dates, answer (contracts `RequestStepView`). */
    steps: { type: "any", required: true },
    /** contracts `HistoryEntry[]`, oldest first. */
    history: { type: "any", required: true },
    /** The due date of the whole request (the service's day limit). */
    dueAt: { type: "string" },
    /** Which step's reminder and overdue notice were sent (`<stepId>:<revision>`): a timer run twice notifies once. */
    remindedFor: { type: "string" },
    overdueFor: { type: "string" },
    createdAt: { type: "string", required: true },
    updatedAt: { type: "string", required: true },
    finishedAt: { type: "string" },
  },
  indexes: {
    byId: {
      pk: { field: "pk", composite: ["clientId", "requestId"] },
      sk: { field: "sk", composite: [] },
    },
    byInitiator: {
      index: "gsi1",
      pk: { field: "gsi1pk", composite: ["clientId", "initiatorId"] },
      sk: { field: "gsi1sk", composite: ["requestId"] },
    },
    byService: {
      index: "gsi2",
      pk: { field: "gsi2pk", composite: ["clientId", "serviceId"] },
      sk: { field: "gsi2sk", composite: ["requestId"] },
    },
  },
});

export type ServiceRequestRecord = EntityItem<typeof ServiceRequestEntity>;
