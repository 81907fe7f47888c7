import { meetsAccessLevel, type Actor } from "@intranet/contracts";
import { moduleOn } from "@intranet/contracts/switches";
import type { ReaderLabelProvider } from "../search";
import { readsReports } from "./recipients";

/** The label every report is read by in search: whoever receives the company's reports now. */
export const reportRecipientsLabel = "noSilent:recipients";

/** Search's reader label of a report recipient (the setting read when they search: a change counts at once). */
export async function reportReaderLabels(actor: Actor, tenantId: string): Promise<string[]> {
  // Every search asks every provider: one who may not find reports costs no read.
  if (!meetsAccessLevel(actor, "no_silent") || !moduleOn(actor, "noSilent")) return [];
  return (await readsReports(actor, tenantId)) ? [reportRecipientsLabel] : [];
}

/** The leaf the search Lambda loads for it (not the whole module). */
export const readerLabels: ReaderLabelProvider = reportReaderLabels;
