import type { Actor } from "@intranet/contracts";
import type { VacancyResponseView, VacancySummary, VacancyView } from "@intranet/contracts/vacancies";
import { canManage, canReadResponses, mayRespond } from "./access";
import type { VacancyResponseRecord } from "./response.entity";
import type { VacancyRecord } from "./vacancy.entity";

/** What the caller brings to a view: the item's tags and when they responded (undefined: not yet). */
export interface VacancyContext {
  tagIds: string[];
  respondedAt: string | undefined;
}

export function vacancySummary(actor: Actor, vacancy: VacancyRecord, context: VacancyContext): VacancySummary {
  return {
    id: vacancy.vacancyId,
    title: vacancy.title,
    status: vacancy.status,
    salaryFrom: vacancy.salaryFrom ?? null,
    salaryTo: vacancy.salaryTo ?? null,
    currency: vacancy.currency,
    city: vacancy.city,
    departmentId: vacancy.departmentId ?? null,
    tagIds: context.tagIds,
    authorId: vacancy.authorId,
    createdAt: vacancy.createdAt,
    updatedAt: vacancy.updatedAt,
    responded: context.respondedAt !== undefined,
    ...(context.respondedAt ? { respondedAt: context.respondedAt } : {}),
    ...(canReadResponses(actor, vacancy) ? { responsesCount: vacancy.responsesCount } : {}),
  };
}

export function vacancyView(actor: Actor, vacancy: VacancyRecord, context: VacancyContext): VacancyView {
  const manage = canManage(actor);
  return {
    ...vacancySummary(actor, vacancy, context),
    description: vacancy.description,
    requirements: vacancy.requirements,
    conditions: vacancy.conditions,
    ...(manage ? { recipients: vacancy.recipients } : {}),
    can: {
      edit: manage,
      respond: mayRespond(actor) && vacancy.status === "open" && context.respondedAt === undefined,
      readResponses: canReadResponses(actor, vacancy),
    },
  };
}

export function responseView(response: VacancyResponseRecord): VacancyResponseView {
  return {
    id: response.responseId,
    vacancyId: response.vacancyId,
    userId: response.userId,
    message: response.message,
    cv: response.cv
      ? {
          fileId: response.cv.fileId,
          name: response.cv.name,
          size: response.cv.size,
          contentType: response.cv.contentType,
        }
      : null,
    at: response.createdAt,
  };
}
