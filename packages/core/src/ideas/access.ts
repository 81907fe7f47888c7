import { hasRole, isAdminOrAbove, type Actor } from "@intranet/contracts";
import type { Audience } from "@intranet/contracts/audiences";
import type { IdeaCan, IdeaSettingsBody, IdeaSettingsView, IdeaVisibility } from "@intranet/contracts/ideas";
import { isChosenRecipient, peopleNamedIn, requireCompanyPeople } from "../audiences";
import { AppError, tenantOfPath } from "../platform";
import { db } from "./entities";
import type { IdeaRecord } from "./idea.entity";

export interface IdeasSetting {
  recipients: Audience[];
  visibility: IdeaVisibility;
}

/** A company's setting: its chosen recipients (none: the admins) and whether everyone sees the board. */
export async function ideasSetting(clientId: string): Promise<IdeasSetting> {
  const { data } = await db().entities.ideasSettings.get({ clientId }).go();
  return { recipients: (data?.recipients as Audience[] | undefined) ?? [], visibility: data?.visibility ?? "company" };
}

/** What the caller is to the company's ideas: a recipient (moves them), and whether they see them all. */
export async function ideasRole(actor: Actor, clientId: string, setting?: IdeasSetting) {
  const current = setting ?? (await ideasSetting(clientId));
  const recipient = await isChosenRecipient(actor, clientId, current.recipients);
  return { setting: current, recipient, board: recipient || current.visibility === "company" };
}

export type IdeasRole = Awaited<ReturnType<typeof ideasRole>>;

/** What the caller may do with an idea they see; a visiting superadmin proposes and supports nothing. */
export function ideaCan(actor: Actor, role: IdeasRole, idea: Pick<IdeaRecord, "authorId">): IdeaCan {
  const employee = !hasRole(actor, "superadmin");
  return { vote: employee && idea.authorId !== actor.userId, move: role.recipient, comment: true };
}

/** Whether the caller sees an idea: the board's readers, and its author. */
export const seesIdea = (actor: Actor, role: IdeasRole, idea: Pick<IdeaRecord, "authorId">) =>
  role.board || idea.authorId === actor.userId;

/** GET /api/idea/settings/{client}. */
export async function ideaSettings(actor: Actor, client: string): Promise<IdeaSettingsView> {
  const clientId = tenantOfPath(actor, client);
  const { setting, recipient, board } = await ideasRole(actor, clientId);
  return { ...setting, recipient, board };
}

/** PUT /api/idea/settings/{client} (admins): the people named must be the company's. */
export async function saveIdeaSettings(
  actor: Actor,
  client: string,
  body: IdeaSettingsBody,
): Promise<IdeaSettingsView> {
  const clientId = tenantOfPath(actor, client);
  if (!isAdminOrAbove(actor)) throw new AppError("ideas.no_access");
  await requireCompanyPeople(clientId, peopleNamedIn(body.recipients), "recipients");
  await db()
    .entities.ideasSettings.put({ clientId, ...body, updatedBy: actor.userId, updatedAt: new Date().toISOString() })
    .go();
  return { ...body, recipient: true, board: true };
}
