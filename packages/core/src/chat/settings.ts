import type { Actor } from "@intranet/contracts";
import type { ChatSettingsView } from "@intranet/contracts/chat";
import { getAll } from "../db";
import { mapLimited, tenantOfPath } from "../platform";
import { db } from "./entities";
import { membershipsOf } from "./store";

/** Membership updates in flight at once when a person's opt-out changes. */
const PARALLEL_UPDATES = 20;

/** The company's settings item is keyed by this instead of a person's id. */
const COMPANY = "company";

async function receiptsOf(clientId: string, owner: string): Promise<boolean> {
  const { data } = await db().entities.chatSettings.get({ clientId, userId: owner }).go();
  return data?.receipts ?? true;
}

/** The company's read-receipts switch (on unless an admin turned it off). */
export const companyReceipts = (clientId: string) => receiptsOf(clientId, COMPANY);

export async function chatSettings(actor: Actor, client: string): Promise<ChatSettingsView> {
  const clientId = tenantOfPath(actor, client);
  const [receipts, shareReceipts] = await Promise.all([companyReceipts(clientId), receiptsOf(clientId, actor.userId)]);
  return { receipts, shareReceipts };
}

export async function setCompanyReceipts(actor: Actor, client: string, receipts: boolean): Promise<ChatSettingsView> {
  const clientId = tenantOfPath(actor, client);
  await db()
    .entities.chatSettings.put({ clientId, userId: COMPANY, receipts, updatedAt: new Date().toISOString() })
    .go();
  return chatSettings(actor, clientId);
}

/**
 * A person's own opt-out: stored once, and copied onto each of their memberships (`hideReceipts`)
 * so a room's receipts stay one Query; a rare change pays for the frequent read.
 */
export async function setMyReceipts(actor: Actor, client: string, shareReceipts: boolean): Promise<ChatSettingsView> {
  const clientId = tenantOfPath(actor, client);
  await db()
    .entities.chatSettings.put({
      clientId,
      userId: actor.userId,
      receipts: shareReceipts,
      updatedAt: new Date().toISOString(),
    })
    .go();
  const changing = (await membershipsOf(clientId, actor.userId)).filter(
    (member) => member.hideReceipts === shareReceipts,
  );
  await mapLimited(changing, PARALLEL_UPDATES, (member) =>
    db()
      .entities.chatMember.patch({ clientId, roomId: member.roomId, userId: member.userId })
      .set({ hideReceipts: !shareReceipts })
      .go({ response: "none" }),
  );
  return chatSettings(actor, clientId);
}

/** Who among people joining a room opted out of receipts: ONE BatchGet of their settings (per 100). */
export async function hidingReceipts(clientId: string, userIds: string[]): Promise<Set<string>> {
  const settings = await getAll(
    userIds.map((userId) => ({ clientId, userId })),
    (keys) => db().entities.chatSettings.get(keys).go(),
  );
  return new Set(settings.filter((setting) => !setting.receipts).map((setting) => setting.userId));
}
