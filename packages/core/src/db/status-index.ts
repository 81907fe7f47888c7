import { defineEntity, type EntityItem } from "./entity";
import { pageOf, type PageableQuery, type PageRequest } from "./paging";

/**
 * "This item is in this status": one small item per listed thing of a module (an idea, a report),
 * written in the transaction that sets or changes the thing's status. A status page is then one
 * Query of the status's own partition and one BatchGet of the page's things, whatever the company
 * holds, instead of a filter that reads every other status on the way. Access pattern:
 * - Query pk = clientId + status, sk = order (the module's order key, e.g. a ULID: newest last).
 */
export function defineStatusIndex(entity: string) {
  return defineEntity({
    model: { entity, version: "1", service: "intranet" },
    attributes: {
      clientId: { type: "string", required: true },
      status: { type: "string", required: true },
      /** Where the thing sorts within its status (its id, or its day then id). */
      order: { type: "string", required: true },
      itemId: { type: "string", required: true },
    },
    indexes: {
      byStatus: {
        pk: { field: "pk", composite: ["clientId", "status"] },
        sk: { field: "sk", composite: ["order"] },
      },
    },
  });
}

export type StatusIndexRecord = EntityItem<ReturnType<typeof defineStatusIndex>>;

/** The entry of a thing in a status, and the key of it there (to delete it when the status changes). */
export const statusEntry = (clientId: string, status: string, order: string, itemId: string): StatusIndexRecord => ({
  clientId,
  status,
  order,
  itemId,
});

/**
 * A page of the things in one status: one Query of the status's entries, then `load` (one BatchGet)
 * of their things, in the entries' order. A thing moved between the two reads is left to the page of
 * its new status.
 */
export async function statusPage<T extends { status: string }>(
  entries: PageableQuery<StatusIndexRecord>,
  request: PageRequest & { status: string },
  load: (itemIds: string[]) => Promise<T[]>,
  idOf: (thing: T) => string,
): Promise<{ items: T[]; cursor: string | null }> {
  const page = await pageOf(entries, request);
  const found = new Map((await load(page.items.map((entry) => entry.itemId))).map((thing) => [idOf(thing), thing]));
  const items = page.items.flatMap(({ itemId }) => {
    const thing = found.get(itemId);
    return thing && thing.status === request.status ? [thing] : [];
  });
  return { items, cursor: page.cursor };
}
