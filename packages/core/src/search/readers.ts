import { isAdminOrAbove, type Actor } from "@intranet/contracts";

/**
 * Reader labels (DESIGN §10): a document lists the labels that may read it, a searcher holds a
 * set of labels, and a hit needs one in common. Labels are computed at each query, so a change of
 * the searcher's access is honoured at once. A module whose documents are read by its members
 * (groups: "group:<id>", audiences) registers a provider for the searcher's labels.
 */
export type ReaderLabelProvider = (actor: Actor, tenantId: string) => Promise<string[]>;

const providers: ReaderLabelProvider[] = [];

export function registerReaderLabels(provider: ReaderLabelProvider): void {
  providers.push(provider);
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
  for (const labelsOf of providers) for (const label of await labelsOf(actor, tenantId)) labels.add(label);
  return labels;
}
