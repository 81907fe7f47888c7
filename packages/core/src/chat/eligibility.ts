import { AppError } from "../platform";
import { getUsers } from "../users";

/**
 * People who may be in a chat: active employees of the company holding the `chat` right (admins
 * hold every right). Anyone else among `userIds` is `chat.bad_member` and nothing is written.
 */
export async function requireChatPeople(clientId: string, userIds: string[]): Promise<void> {
  if (!userIds.length) return;
  const users = await getUsers(clientId, userIds);
  const eligible = new Set(
    users
      .filter((user) => (user.status ?? "active") === "active")
      .filter((user) => user.roles.includes("admin") || user.rights.includes("chat"))
      .map((user) => user.userId),
  );
  if (userIds.some((userId) => !eligible.has(userId))) throw new AppError("chat.bad_member");
}
