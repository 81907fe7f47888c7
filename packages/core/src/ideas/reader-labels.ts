import { meetsAccessLevel, type Actor } from "@intranet/contracts";
import { moduleOn } from "@intranet/contracts/switches";
import type { ReaderLabelProvider } from "../search";
import { ideasRole } from "./access";

/** The label every idea is read by in search: whoever sees the company's board now. */
export const ideasBoardLabel = "ideas:board";

/**
 * Search's reader label of someone who sees the board (the company's setting: everyone, or its
 * recipients and admins), read when they search, so a change of the setting counts at once.
 */
export async function ideasReaderLabels(actor: Actor, tenantId: string): Promise<string[]> {
  // Every search asks every provider: one who may not find ideas costs no read.
  if (!meetsAccessLevel(actor, "ideas") || !moduleOn(actor, "ideas")) return [];
  const { board } = await ideasRole(actor, tenantId);
  return board ? [ideasBoardLabel] : [];
}

/** The leaf the search Lambda loads for it (not the whole ideas module). */
export const readerLabels: ReaderLabelProvider = ideasReaderLabels;
