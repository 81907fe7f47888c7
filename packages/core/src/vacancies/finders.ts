import { readerLabel } from "../search";
import type { VacancyRules } from "./access";

/**
 * Who finds a vacancy in search, and its announcement on the wall: everyone with the right while
 * it is open; once closed, only those who still see it (access.ts `canSee`): admins and its
 * recipients. Search never leads anyone else to a vacancy they cannot open.
 */
export function findersOf(vacancy: VacancyRules): string[] {
  if (vacancy.status === "open") return [readerLabel.all];
  return [readerLabel.admins, ...vacancy.recipients.map(readerLabel.user)];
}
