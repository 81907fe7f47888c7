import type { Actor } from "@intranet/contracts";
import type { ChatRoomSummary } from "@intranet/contracts/chat";
import { isConditionFailure } from "../db";
import { db } from "./entities";
import { pushTo } from "./live";
import { companyReceipts } from "./settings";
import { membersOf, requireMembership } from "./store";
import { toRoomSummary } from "./views";

/** Rooms up to this size hear every read at once; larger ones see positions when they open the room. */
const LIVE_RECEIPTS_MAX = 50;

/**
 * PUT chat/room/{id}/seen: the caller's read position moves forward to `seq` (never back, never
 * past the newest message), in one conditioned update that also drops the mentions it passed. The
 * caller's other tabs hear `chat.read`; members hear `chat.seen` when receipts show for the caller
 * (company switch on, not opted out, not muted — Zulip's rules).
 */
export async function markSeen(actor: Actor, roomId: string, seq: number): Promise<ChatRoomSummary> {
  const { clientId, room, member } = await requireMembership(actor, roomId);
  const target = Math.min(seq, room.lastSeq);
  if (target <= member.seenSeq) return toRoomSummary(room, member);
  const passed = (member.mentionSeqs ?? []).filter((mention) => mention <= target);
  const update = db().entities.chatMember.patch({ clientId, roomId, userId: actor.userId }).set({ seenSeq: target });
  const moved = await (passed.length ? update.delete({ mentionSeqs: passed }) : update)
    .where((attributes, { lt }) => lt(attributes.seenSeq, target))
    .go({ response: "all_new" })
    .then(({ data }) => data)
    .catch((error: unknown) => {
      if (isConditionFailure(error)) return null; // another tab moved it further meanwhile
      throw error;
    });
  const now = moved ? { ...member, ...moved } : { ...member, seenSeq: Math.max(member.seenSeq, target) };
  const summary = toRoomSummary(room, now);
  if (moved) await announce(clientId, roomId, actor.userId, summary, !member.hideReceipts && !member.muted);
  return summary;
}

async function announce(
  clientId: string,
  roomId: string,
  userId: string,
  summary: ChatRoomSummary,
  sharesReceipts: boolean,
): Promise<void> {
  const read = pushTo(clientId, [userId], {
    type: "chat.read",
    roomId,
    seenSeq: summary.seenSeq,
    mentions: summary.mentions,
  });
  if (!sharesReceipts) return void (await read);
  const [members, receipts] = await Promise.all([membersOf(clientId, roomId), companyReceipts(clientId)]);
  const others = members.map((other) => other.userId).filter((other) => other !== userId);
  await Promise.all([
    read,
    receipts && others.length < LIVE_RECEIPTS_MAX
      ? pushTo(clientId, others, { type: "chat.seen", roomId, userId, seq: summary.seenSeq })
      : Promise.resolve(),
  ]);
}
