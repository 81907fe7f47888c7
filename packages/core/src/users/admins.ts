import { db } from "./entities";

/**
 * The ids of a company's active administrators, for whom something goes "to every admin" (a
 * vacancy's responses when it names no recipients). One Query of the active users' range of the
 * `byOrder` index with the role as a filter (only `userId` read); a company has thousands of
 * people at most, so this is a few pages, and it runs off the request path (bus subscribers).
 */
export async function activeAdminIds(clientId: string): Promise<string[]> {
  const { data } = await db()
    .entities.user.query.byOrder({ clientId, status: "active" })
    .where(({ roles }, { contains }) => contains(roles, "admin"))
    .go({ pages: "all", attributes: ["userId"] });
  return data.map((user) => user.userId);
}
