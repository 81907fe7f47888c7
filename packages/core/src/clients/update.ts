import type { Actor, ClientSettings, ClientView, CompanyCardBody, UpdateClientBody } from "@intranet/contracts";
import { requireAdminOf, requireSuperadmin } from "./access";
import { presentClient } from "./present";
import { changeClientAs } from "./write";

/**
 * PUT /api/clients/{id} (superadmin): company data, quota, default rights; design and settings
 * are merged into the stored ones key by key, so a form may send only what it shows and two
 * editors of different keys never overwrite each other.
 */
export async function updateClient(actor: Actor, clientId: string, body: UpdateClientBody): Promise<ClientView> {
  requireSuperadmin(actor);
  const { design, settings, ...fields } = body;
  const action =
    Object.keys(fields).length || settings ? "company.update" : design ? "design.update" : "company.update";
  return presentClient(
    await changeClientAs(actor, clientId, action, { fields, entries: { design, settings } }, ["design", "settings"]),
  );
}

/** PUT /api/clients/{id}/settings: start page, language, mood meter; that tenant's admin or a superadmin. */
export async function updateClientSettings(
  actor: Actor,
  clientId: string,
  settings: ClientSettings,
): Promise<ClientView> {
  requireAdminOf(actor, clientId);
  return presentClient(
    await changeClientAs(actor, clientId, "company.settings", { entries: { settings } }, ["settings"]),
  );
}

/**
 * PUT /api/clients/{id}/company: the company's card, by that tenant's admin or a superadmin; the
 * tax id keeps its rule (10 digits with a valid check digit) as the platform's form does.
 */
export async function updateCompanyCard(actor: Actor, clientId: string, body: CompanyCardBody): Promise<ClientView> {
  requireAdminOf(actor, clientId);
  return presentClient(await changeClientAs(actor, clientId, "company.card", { fields: body }));
}
