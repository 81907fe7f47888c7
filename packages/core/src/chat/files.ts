import type { Actor } from "@intranet/contracts";
import type { DownloadUrl } from "@intranet/contracts/files";
import { moduleFileDownloadUrl } from "../files";
import { AppError } from "../platform";
import { db } from "./entities";
import { requireMembership } from "./store";

/**
 * GET chat/room/{id}/files/{file}: a member's download link of a file sent in that room (the file
 * must be linked to the room: another room's file id is `chat.message_not_found`). Chat files are
 * private to their uploader on the generic route, so this is how members read them.
 */
export async function chatFileUrl(actor: Actor, roomId: string, fileId: string): Promise<DownloadUrl> {
  const { clientId } = await requireMembership(actor, roomId);
  const { data } = await db().entities.chatFile.get({ clientId, roomId, fileId }).go();
  if (!data) throw new AppError("chat.message_not_found");
  return moduleFileDownloadUrl(clientId, fileId);
}
