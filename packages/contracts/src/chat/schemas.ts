/**
 * Chat (product-spec §2 /chat, §3 Chat room and Message, §6 `chat`, §7 realtime; rules spec §7 Chat):
 * group rooms (a name, members, admins: the creator and whom they name) and private chats (one per
 * pair). Messages are plain text with links and mentions, optional files and a reply. Every member
 * keeps a read position (the last message seen); unread = the room's last sequence number minus it.
 * Shared by the API, the socket and the SPA.
 */
import * as z from "zod/mini";
import { fileIdSchema } from "../files/schemas";
import { idSchema } from "../validation";

export const chatRoomKinds = ["group", "private"] as const;
export type ChatRoomKind = (typeof chatRoomKinds)[number];

export const chatMemberRoles = ["admin", "member"] as const;
export type ChatMemberRole = (typeof chatMemberRoles)[number];

export const chatLimits = {
  nameMax: 100,
  /**
   * A message's characters. With its files, reply and sender it stays under API Gateway's 32 KB
   * WebSocket frame (4 bytes a character at most): larger texts are refused before sending.
   */
  contentMax: 4_000,
  /** Members of a group room (the creator included). */
  membersMax: 500,
  /** People added in one call: one transaction with the room (DynamoDB takes 100 items). */
  addMax: 50,
  filesMax: 10,
  /** People a message mentions (counted and notified); more stay plain text. */
  mentionsMax: 50,
  /** Messages in one history page. */
  pageSize: 50,
  pageMax: 100,
  /** A message can be edited for this long after it was sent. */
  editWindowMs: 24 * 60 * 60 * 1000,
  /** The typing indicator: the SPA sends at most one typing event per interval and shows one this long. */
  typingEveryMs: 3_000,
  typingShowMs: 6_000,
} as const;

export const chatClientParamsSchema = z.object({ client: idSchema });
export const chatRoomParamsSchema = z.object({ id: idSchema });
export const chatMemberParamsSchema = z.object({ id: idSchema, user: idSchema });
export const chatMessageParamsSchema = z.object({
  id: idSchema,
  seq: z.coerce.number().check(z.int("common.validation"), z.gte(1, "common.validation")),
});
export const chatFileParamsSchema = z.object({ id: idSchema, file: fileIdSchema });

const roomName = z
  .string({ error: "chat.name_required" })
  .check(z.trim(), z.minLength(1, "chat.name_required"), z.maxLength(chatLimits.nameMax, "chat.name_too_long"));
const people = (max: number) => z.array(idSchema).check(z.maxLength(max, "chat.too_many_members"));

/** A group room (the caller is its first admin) or the private chat with `userId` (found or created). */
export const createChatRoomBodySchema = z.discriminatedUnion("kind", [
  z.object({
    kind: z.literal("group"),
    name: roomName,
    members: z._default(people(chatLimits.addMax), []),
  }),
  z.object({ kind: z.literal("private"), userId: idSchema }),
]);
export type CreateChatRoomBody = z.infer<typeof createChatRoomBodySchema>;

/** Rename a group room (its admins). */
export const updateChatRoomBodySchema = z.object({ roomId: idSchema, name: roomName });
export type UpdateChatRoomBody = z.infer<typeof updateChatRoomBodySchema>;

export const addChatMembersBodySchema = z.object({
  userIds: people(chatLimits.addMax).check(z.minLength(1, "chat.no_members")),
});
export type AddChatMembersBody = z.infer<typeof addChatMembersBodySchema>;

export const setChatMemberRoleBodySchema = z.object({ role: z.enum(chatMemberRoles) });
export type SetChatMemberRoleBody = z.infer<typeof setChatMemberRoleBodySchema>;

/** The caller's own settings of one room. */
export const chatMembershipBodySchema = z.object({ muted: z.boolean() });
export type ChatMembershipBody = z.infer<typeof chatMembershipBodySchema>;

/** The caller has seen the room up to message `seq` (a position never moves back). */
export const chatSeenBodySchema = z.object({ seq: z.number().check(z.int("common.validation"), z.gte(0)) });
export type ChatSeenBody = z.infer<typeof chatSeenBodySchema>;

/**
 * A history page, newest first: `before` a sequence number (older messages, scrolling up), or
 * `after` one (what was missed since, oldest first then, for a reconnect).
 */
export const chatHistoryQuerySchema = z.object({
  before: z.optional(z.coerce.number().check(z.int("common.validation"), z.gte(1, "common.validation"))),
  after: z.optional(z.coerce.number().check(z.int("common.validation"), z.gte(0, "common.validation"))),
  limit: z.optional(
    z.coerce.number().check(z.int("common.validation"), z.gte(1), z.lte(chatLimits.pageMax, "common.validation")),
  ),
});
export type ChatHistoryQuery = z.infer<typeof chatHistoryQuerySchema>;

const content = z
  .string({ error: "chat.empty_message" })
  .check(z.trim(), z.maxLength(chatLimits.contentMax, "chat.too_long"));

/**
 * A new message: text and/or files (uploaded to module `chat` by the sender), optionally replying to
 * message `replyTo` of the same room. `clientMessageId` (the SPA's) makes a retried send one message.
 */
export const sendChatMessageBodySchema = z.object({
  roomId: idSchema,
  content: z._default(content, ""),
  files: z._default(z.array(fileIdSchema).check(z.maxLength(chatLimits.filesMax, "chat.too_many_files")), []),
  replyTo: z.optional(z.number().check(z.int("common.validation"), z.gte(1, "common.validation"))),
  clientMessageId: z.optional(idSchema),
});
export type SendChatMessageBody = z.infer<typeof sendChatMessageBodySchema>;

export const editChatMessageBodySchema = z.object({ content });
export type EditChatMessageBody = z.infer<typeof editChatMessageBodySchema>;

/** The company's switch (admins) and a person's own opt-out of read receipts (Zulip's rules). */
export const chatCompanySettingsBodySchema = z.object({ receipts: z.boolean() });
export type ChatCompanySettingsBody = z.infer<typeof chatCompanySettingsBodySchema>;
export const chatMySettingsBodySchema = z.object({ shareReceipts: z.boolean() });
export type ChatMySettingsBody = z.infer<typeof chatMySettingsBodySchema>;
