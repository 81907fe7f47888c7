import type { Audience } from "@intranet/contracts/audiences";
import type {
  FieldType,
  PerformerKind,
  ServiceBodyInput,
  ServiceType,
  ServiceView,
} from "@intranet/contracts/services";

/** A form field being edited (choices as typed, one a line). */
export interface FieldDraft {
  id: string;
  name: string;
  type: FieldType;
  required: boolean;
  options: string;
  hint: string;
}

/** A step being edited: its performer's kind and the people chosen for it. */
export interface StepDraft {
  id?: string;
  key: string;
  name: string;
  kind: PerformerKind;
  people: string[];
  review: boolean;
  dayLimit: number;
}

export interface ServiceDraft {
  name: string;
  groupId: string;
  description: string;
  /** A knowledge-base article that describes it (then the description may stay empty). */
  articleId: string | null;
  /** "" = none: only the admins see every order. */
  departmentId: string;
  type: ServiceType;
  dayLimit: number;
  forAll: boolean;
  audiences: Audience[];
  template: boolean;
  comments: boolean;
  fields: FieldDraft[];
  steps: StepDraft[];
}

let made = 0;
const nextKey = () => `step-${(made += 1)}`;

/** A new field id not used yet (`f1`, `f2`…). */
export function freeFieldId(fields: FieldDraft[]): string {
  const used = new Set(fields.map((field) => field.id));
  let number = 1;
  while (used.has(`f${number}`)) number += 1;
  return `f${number}`;
}

export const newField = (fields: FieldDraft[]): FieldDraft => ({
  id: freeFieldId(fields),
  name: "",
  type: "string",
  required: false,
  options: "",
  hint: "",
});

export const newStep = (): StepDraft => ({
  key: nextKey(),
  name: "",
  kind: "chief",
  people: [],
  review: false,
  dayLimit: 0,
});

/** A new service's draft from a template: its form, route and texts; not a template itself, steps as new. */
export function draftFromTemplate(template: ServiceView): ServiceDraft {
  const draft = draftOf(template, template.groupId);
  return { ...draft, template: false, steps: draft.steps.map(({ id: _id, ...step }) => step) };
}

/** The draft of a service being edited, or of a new one. */
export function draftOf(service: ServiceView | null, groupId: string): ServiceDraft {
  if (!service)
    return {
      name: "",
      groupId,
      description: "",
      articleId: null,
      departmentId: "",
      type: "simple",
      dayLimit: 0,
      forAll: true,
      audiences: [],
      template: false,
      comments: true,
      fields: [newField([])],
      steps: [newStep()],
    };
  return {
    name: service.name,
    groupId: service.groupId,
    description: service.description,
    articleId: service.articleId,
    departmentId: service.departmentId ?? "",
    type: service.type,
    dayLimit: service.dayLimit,
    forAll: service.forAll,
    audiences: service.audiences,
    template: service.template,
    comments: service.comments,
    fields: service.fields.map((field) => ({ ...field, options: field.options.join("\n") })),
    steps: service.steps.map((step) => ({
      id: step.id,
      key: nextKey(),
      name: step.name,
      kind: step.performer.kind,
      people:
        step.performer.kind === "user"
          ? [step.performer.userId]
          : step.performer.kind === "users"
            ? step.performer.userIds
            : [],
      review: step.review,
      dayLimit: step.dayLimit,
    })),
  };
}

/** What POST/PUT bp sends: the whole service with its steps (a step with its id keeps it). */
export function bodyOf(draft: ServiceDraft): ServiceBodyInput {
  return {
    name: draft.name,
    groupId: draft.groupId,
    description: draft.description,
    articleId: draft.articleId,
    departmentId: draft.departmentId || null,
    type: draft.type,
    dayLimit: draft.dayLimit,
    forAll: draft.forAll,
    audiences: draft.forAll ? [] : draft.audiences,
    template: draft.template,
    comments: draft.comments,
    fields: draft.fields.map((field) => ({
      id: field.id,
      name: field.name,
      type: field.type,
      required: field.required,
      options:
        field.type === "select"
          ? field.options
              .split("\n")
              .map((option) => option.trim())
              .filter(Boolean)
          : [],
      hint: field.hint,
    })),
    steps: draft.steps.map((step) => ({
      ...(step.id ? { id: step.id } : {}),
      name: step.name,
      performer:
        step.kind === "user"
          ? { kind: "user", userId: step.people[0] ?? "" }
          : step.kind === "users"
            ? { kind: "users", userIds: step.people }
            : { kind: step.kind },
      review: step.review,
      dayLimit: step.dayLimit,
    })),
  };
}
