import type { Actor } from "@intranet/contracts";
import type { ChatRoomSummary } from "@intranet/contracts/chat";
import { isConditionFailure } from "../db";
import { db } from "./entities";
import { pushTo } from "./live";
import { companyReceipts } from "./settings";
import type { ChatRoomRecord } from "./room.entity";
import { membersOf, requireMembership } from "./store";
import { toRoomSummary } from "./views";

/** Rooms up to this size (the reader among them) hear every read at once; larger ones see positions when they open the room. */
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
  if (moved) await announce(room, actor.userId, summary, !member.hideReceipts && !member.muted);
  return summary;
}

async function announce(
  room: ChatRoomRecord,
  userId: string,
  summary: ChatRoomSummary,
  sharesReceipts: boolean,
): Promise<void> {
  const { clientId, roomId } = room;
  const read = pushTo(clientId, [userId], {
    type: "chat.read",
    roomId,
    seenSeq: summary.seenSeq,
    mentions: summary.mentions,
  });
  // A big room hears no reads (nothing to look up); a private chat's other person is in the room's pair.
  if (!sharesReceipts || room.memberCount > LIVE_RECEIPTS_MAX) return void (await read);
  const [others, receipts] = await Promise.all([
    room.pair
      ? room.pair.filter((other) => other !== userId)
      : membersOf(clientId, roomId).then((members) =>
          members.map((other) => other.userId).filter((other) => other !== userId),
        ),
    companyReceipts(clientId),
  ]);
  await Promise.all([
    read,
    receipts
      ? pushTo(clientId, others, { type: "chat.seen", roomId, userId, seq: summary.seenSeq })
      : Promise.resolve(),
  ]);
}
