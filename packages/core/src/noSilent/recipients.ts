import { isAdminOrAbove, type Actor } from "@intranet/contracts";
import type { Audience } from "@intranet/contracts/audiences";
import type { ReportSettingsBody, ReportSettingsView } from "@intranet/contracts/noSilent";
import { chosenRecipientIds, isChosenRecipient, peopleNamedIn, requireCompanyPeople } from "../audiences";
import { AppError, tenantOfPath } from "../platform";
import { db } from "./entities";

/** Who receives a company's reports: its chosen audiences; none chosen, its admins (product-spec §6). */
export async function recipientsSetting(clientId: string): Promise<Audience[]> {
  const { data } = await db().entities.noSilentSettings.get({ clientId }).go();
  return (data?.recipients as Audience[] | undefined) ?? [];
}

/** Whether the caller reads the company's reports: its chosen recipients and its admins. */
export async function readsReports(actor: Actor, clientId: string, chosen?: Audience[]): Promise<boolean> {
  return isChosenRecipient(actor, clientId, chosen ?? (await recipientsSetting(clientId)));
}

/** The people a new report reaches: the chosen audiences' members, or every active admin. */
export async function recipientIds(clientId: string): Promise<string[]> {
  return chosenRecipientIds(clientId, await recipientsSetting(clientId));
}

/** GET /api/report_violation/settings/{client}. */
export async function reportSettings(actor: Actor, clientId: string): Promise<ReportSettingsView> {
  tenantOfPath(actor, clientId);
  const recipients = await recipientsSetting(clientId);
  return { recipients, recipient: await readsReports(actor, clientId, recipients) };
}

/** PUT /api/report_violation/settings/{client} (admins): the people named must be the company's. */
export async function saveReportSettings(
  actor: Actor,
  clientId: string,
  body: ReportSettingsBody,
): Promise<ReportSettingsView> {
  tenantOfPath(actor, clientId);
  if (!isAdminOrAbove(actor)) throw new AppError("reports.no_access");
  await requireCompanyPeople(clientId, peopleNamedIn(body.recipients), "recipients");
  await db()
    .entities.noSilentSettings.put({
      clientId,
      recipients: body.recipients,
      updatedBy: actor.userId,
      updatedAt: new Date().toISOString(),
    })
    .go();
  return { recipients: body.recipients, recipient: true };
}
