import type { Actor } from "@intranet/contracts";
import type { ReaderLabelProvider } from "../search";
import { readSettings } from "./access";

/** The label an item off sale is read by: whoever manages the shop now (admins read it as admins). */
export const shopManagersLabel = "shop:managers";

/** Search's reader label of a shop manager (one GetItem of the settings), so a change of managers counts at once. */
export async function shopReaderLabels(actor: Actor, tenantId: string): Promise<string[]> {
  const settings = await readSettings(tenantId);
  return settings.managers.includes(actor.userId) ? [shopManagersLabel] : [];
}

/** The leaf the search Lambda loads for it (not the whole shop module). */
export const readerLabels: ReaderLabelProvider = shopReaderLabels;
