import { hasRole, meetsAccessLevel, type Actor } from "@intranet/contracts";
import { AppError, requireTenant } from "../platform";
import { chiefsOf } from "../structure";

/** People with `vacations_edit` and admins (a visiting superadmin too) plan and edit anyone's vacations. */
export const isEditor = (actor: Actor): boolean => meetsAccessLevel(actor, "vacations_edit");

/** The caller's tie to a person's vacations: themselves, one of their chiefs, an editor, or none. */
export interface Standing {
  self: boolean;
  chief: boolean;
  editor: boolean;
  /** The person's chiefs, nearest first (who decides their requests). */
  chiefs: string[];
}

export async function standingOf(actor: Actor, userId: string): Promise<Standing> {
  const clientId = requireTenant(actor);
  const chiefs = (await chiefsOf(clientId, userId)).chiefs.map((chief) => chief.userId);
  return {
    self: actor.userId === userId && !hasRole(actor, "superadmin"),
    chief: chiefs.includes(actor.userId),
    editor: isEditor(actor),
    chiefs,
  };
}

/** Whose balance and vacations the caller may read in full: their own, their people's, or as an editor. */
export function requireReader(standing: Standing): void {
  if (!standing.self && !standing.chief && !standing.editor) throw new AppError("vacations.no_access");
}
