import { AppError } from "../platform";
import { pushTo } from "./live";
import { membersOf } from "./store";

/**
 * The socket's `chat.typing` (the SPA throttles it): the room's other members hear who types. Not
 * stored. Someone who is not a member is refused (`chat.not_found`) and nobody hears anything.
 */
export async function announceTyping(clientId: string, userId: string, roomId: string): Promise<number> {
  const members = await membersOf(clientId, roomId);
  if (!members.some((member) => member.userId === userId)) throw new AppError("chat.not_found");
  return pushTo(
    clientId,
    members.map((member) => member.userId).filter((other) => other !== userId),
    { type: "chat.typing", roomId, userId },
  );
}
