import type { Actor } from "@intranet/contracts";
import type { SettingsBody, VacationSettingsView } from "@intranet/contracts/vacations";
import { isAdminOrAbove } from "@intranet/contracts";
import { AppError, tenantOfPath } from "../platform";
import { db } from "./entities";

/** What a company that never saved its settings gets: calendar days, no approval, 28 days a year. */
export const defaultSettings: VacationSettingsView = { dayCount: "calendar", approval: false, yearlyDays: 28 };

export async function settingsOf(clientId: string): Promise<VacationSettingsView> {
  const { data } = await db().entities.vacationSettings.get({ clientId }).go();
  return data ? { dayCount: data.dayCount, approval: data.approval, yearlyDays: data.yearlyDays } : defaultSettings;
}

/** GET /api/user/vacations/settings/{client}: everyone with the right (the request form counts by them). */
export async function getSettings(actor: Actor, client: string): Promise<VacationSettingsView> {
  return settingsOf(tenantOfPath(actor, client));
}

/** PUT /api/user/vacations/settings/{client} (admins). Vacations planned before keep the days they took. */
export async function saveSettings(actor: Actor, client: string, body: SettingsBody): Promise<VacationSettingsView> {
  const clientId = tenantOfPath(actor, client);
  if (!isAdminOrAbove(actor)) throw new AppError("common.no_access");
  await db()
    .entities.vacationSettings.put({ clientId, ...body })
    .go();
  return { dayCount: body.dayCount, approval: body.approval, yearlyDays: body.yearlyDays };
}
