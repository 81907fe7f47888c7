import type { Actor } from "@intranet/contracts";
import type { ReaderLabelProvider } from "../search";
import { membershipsOf } from "./store";

/** A message is read by its room's members (search-source.ts gives it this label). */
export const roomLabel = (roomId: string) => `chatroom:${roomId}`;

/** The searcher's rooms as reader labels (one Query of their memberships). */
export async function chatReaderLabels(actor: Actor, tenantId: string): Promise<string[]> {
  return (await membershipsOf(tenantId, actor.userId)).map(({ roomId }) => roomLabel(roomId));
}

/** The leaf the search Lambda loads for it (not the whole chat module). */
export const readerLabels: ReaderLabelProvider = chatReaderLabels;
