import { isAdminOrAbove, type Actor } from "@intranet/contracts";
import { LazyParts } from "../platform";

/**
 * Reader labels (DESIGN §10): a document lists the labels that may read it, a searcher holds a
 * set of labels, and a hit needs one in common. Labels are computed at each query, so a change of
 * the searcher's access is honoured at once. A module whose documents are read by its members
 * (groups: "group:<id>", audiences) registers a provider for the searcher's labels.
 */
export type ReaderLabelProvider = (actor: Actor, tenantId: string) => Promise<string[]>;

const providers = new LazyParts<ReaderLabelProvider>();

export function registerReaderLabels(provider: ReaderLabelProvider): void {
  providers.add(provider);
}

/**
 * A module's provider in its leaf `core/src/<m>/reader-labels.ts`, loaded by the first query (the
 * composition root, functions/src/search-readers.ts, is generated): the search Lambda starts
 * without the modules whose labels it asks.
 */
export function registerReaderLabelsLoader(load: () => Promise<ReaderLabelProvider>): void {
  providers.addLoader(load);
}

export const readerLabel = {
  /** Everyone in the tenant who may open the document's type. */
  all: "all",
  /** Company administrators (and a superadmin inside the workspace). */
  admins: "admins",
  user: (userId: string) => `user:${userId}`,
} as const;

export async function readerLabelsOf(actor: Actor, tenantId: string): Promise<Set<string>> {
  const labels = new Set<string>([readerLabel.all, readerLabel.user(actor.userId)]);
  if (isAdminOrAbove(actor)) labels.add(readerLabel.admins);
  for (const labelsOf of await providers.all()) for (const label of await labelsOf(actor, tenantId)) labels.add(label);
  return labels;
}
