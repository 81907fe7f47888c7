import { hasRole, isAdminOrAbove, type Actor } from "@intranet/contracts";
import type { VacancyRecord } from "./vacancy.entity";

/**
 * The one rule of who may do what with a vacancy (the API and the views' `can`): administrators
 * (a superadmin inside the workspace too) manage every vacancy and read every response; the
 * vacancy's recipients read its responses and still see it once closed; everyone with the right
 * reads open vacancies and responds once while it is open. A superadmin is nobody's colleague:
 * they never respond.
 */
export type VacancyRules = Pick<VacancyRecord, "status" | "recipients">;

export const canManage = (actor: Actor): boolean => isAdminOrAbove(actor);

export const isRecipient = (actor: Actor, vacancy: VacancyRules): boolean => vacancy.recipients.includes(actor.userId);

/** Whether the vacancy exists for the caller at all (anyone else gets 404). */
export const canSee = (actor: Actor, vacancy: VacancyRules): boolean =>
  vacancy.status === "open" || canManage(actor) || isRecipient(actor, vacancy);

export const canReadResponses = (actor: Actor, vacancy: VacancyRules): boolean =>
  canManage(actor) || isRecipient(actor, vacancy);

/** Employees of the company respond; a superadmin visiting it does not. */
export const mayRespond = (actor: Actor): boolean => !hasRole(actor, "superadmin");
