import * as z from "zod/mini";
import type { Actor, Role } from "@intranet/contracts";
import { accessProfileOf } from "../audiences";
import { notify } from "../notifications";
import { getUsers } from "../users";
import { itemsWithTags } from "../tags";
import { treeAccess } from "./access";
import { nodesEvents, publish } from "./events";
import { readTree } from "./tree";

const id = z.string().check(z.minLength(1), z.maxLength(64));
const mentioned = z.object({ nodeId: id, actorId: id, userIds: z.array(id), revision: z.number() });
const renamed = z.object({ tagId: id, module: z.string() });

/**
 * The knowledge base's bus subscriber (never the request path):
 * - `article.mentioned`: the people a save mentioned who may read the article are told (section
 *   other; the dedupe key per node and revision tells nobody twice on a redelivery);
 * - `tag.renamed` of its vocabulary: the articles with the tag are re-indexed (their text has its name).
 */
export async function handleArticleEvent(type: string, tenantId: string, detail: unknown): Promise<string> {
  if (type === "article.mentioned") {
    const parsed = mentioned.safeParse(detail);
    return parsed.success ? tellMentioned(tenantId, parsed.data) : "ignored";
  }
  if (type === "tag.renamed") {
    const parsed = renamed.safeParse(detail);
    if (!parsed.success || parsed.data.module !== "articles") return "ignored";
    const nodeIds = await itemsWithTags(tenantId, "article", [parsed.data.tagId]);
    await publish(...nodesEvents(tenantId, "article.changed", nodeIds));
    return `reindex ${nodeIds.length}`;
  }
  return "ignored";
}

async function tellMentioned(tenantId: string, event: z.infer<typeof mentioned>): Promise<string> {
  const tree = await readTree(tenantId);
  const node = tree.byId.get(event.nodeId);
  if (!node) return "gone";
  const people = (await getUsers(tenantId, event.userIds)).filter((user) => user.status === "active");
  // Each person's access profile, read in parallel (2–3 calls each), then checked against the tree.
  const profiles = await Promise.all(people.map((person) => accessProfileOf(tenantId, person.userId)));
  const readers = people
    .filter((person, index) => {
      const actor: Actor = {
        userId: person.userId,
        tenantId,
        homeTenantId: tenantId,
        roles: person.roles as Role[],
        rights: [],
      };
      return treeAccess(actor, tree, profiles[index]!).canRead(node);
    })
    .map((person) => person.userId);
  if (!readers.length) return "told 0";
  const result = await notify(tenantId, readers, {
    section: "other",
    kind: "mention",
    template: "article.mention",
    variables: { article: node.title },
    link: `/articles/${node.nodeId}`,
    actorId: event.actorId,
    dedupeKey: `article:${node.nodeId}:${event.revision}`,
  });
  return `told ${result.notified.length}`;
}
