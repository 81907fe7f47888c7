import { db } from "./entities";

/** A department's employees' ids: one Query (all pages). */
export async function memberIds(clientId: string, deptId: string): Promise<string[]> {
  const { data } = await db()
    .entities.structureMember.query.byDept({ clientId, deptId })
    .go({ pages: "all", attributes: ["userId"] });
  return data.map((member) => member.userId);
}
