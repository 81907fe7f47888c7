import { manifestMenu, type Actor, type ClientView } from "@intranet/contracts";
import type { InterfaceBody } from "@intranet/contracts/admin";
import { changeClientAs, presentClient, requireAdminOf } from "../clients";
import { AppError } from "../platform";

const menuKeys = new Set<string>(manifestMenu.map((entry) => entry.key));
/** The admins' and the superadmin's own entries: never hidden, or nobody could undo it from the menu. */
const alwaysShown = new Set(["employees", "admin", "clients"]);

/**
 * PUT /api/clients/{id}/interface: the company's menu for every employee (names per language,
 * order, hidden entries), written into the client's design entry by entry and journaled. Keys
 * are the menu's own; a name left empty falls back to the product's name in that language.
 */
export async function putInterface(actor: Actor, clientId: string, body: InterfaceBody): Promise<ClientView> {
  requireAdminOf(actor, clientId);
  const keys = [...Object.keys(body.menuNames ?? {}), ...(body.menuOrder ?? []), ...(body.menuHidden ?? [])];
  if (keys.some((key) => !menuKeys.has(key))) throw new AppError("admin.menu_key_unknown");
  const design: Record<string, unknown> = {};
  if (body.menuNames) design.menuNames = withoutEmptyNames(body.menuNames);
  if (body.menuOrder) design.menuOrder = [...new Set(body.menuOrder)];
  if (body.menuHidden) design.menuHidden = [...new Set(body.menuHidden)].filter((key) => !alwaysShown.has(key)).sort();
  const written = await changeClientAs(actor, clientId, "company.interface", { entries: { design } }, ["design"]);
  return presentClient(written);
}

/** Empty names are not stored: an entry with no name in any language is dropped. */
function withoutEmptyNames(names: NonNullable<InterfaceBody["menuNames"]>) {
  const kept: Record<string, Record<string, string>> = {};
  for (const [key, perLanguage] of Object.entries(names)) {
    const filled = Object.fromEntries(Object.entries(perLanguage).filter(([, name]) => name?.trim()));
    if (Object.keys(filled).length) kept[key] = filled as Record<string, string>;
  }
  return kept;
}
