import type { Actor } from "@intranet/contracts";
import {
  createChatRoomBodySchema,
  sendChatMessageBodySchema,
  type ChatMessageView,
  type ChatRoomView,
} from "@intranet/contracts/chat";
import * as z from "zod/mini";
import { confirmUpload } from "../files";
import { uploaded } from "../files/testing";
import { ensureTestTenant } from "../testing/actors";
import { member, type Member } from "../users/test-support";
import { createRoom } from "./rooms";
import { sendMessage } from "./send";

/** Chat test helpers (tests only): a company with an admin and four employees holding `chat`. */
export interface ChatCompany {
  tenantId: string;
  admin: Member;
  anna: Member;
  ben: Member;
  cleo: Member;
  /** An employee without the `chat` right. */
  noChat: Member;
}

export async function chatCompany(): Promise<ChatCompany> {
  const tenantId = await ensureTestTenant();
  const rights = ["chat" as const];
  const [admin, anna, ben, cleo, noChat] = await Promise.all([
    member(tenantId, { role: "admin", profile: { firstName: "Ada", lastName: "Admin" } }),
    member(tenantId, { rights, profile: { firstName: "Anna", lastName: "Ames" } }),
    member(tenantId, { rights, profile: { firstName: "Ben", lastName: "Bell" } }),
    member(tenantId, { rights, profile: { firstName: "Cleo", lastName: "Cole" } }),
    member(tenantId, { rights: ["wall"], profile: { firstName: "Nat", lastName: "Nochat" } }),
  ]);
  return { tenantId, admin: admin!, anna: anna!, ben: ben!, cleo: cleo!, noChat: noChat! };
}

export function newGroup(actor: Actor, members: Member[], name = "Project Apollo"): Promise<ChatRoomView> {
  return createRoom(
    actor,
    z.parse(createChatRoomBodySchema, { kind: "group", name, members: members.map((person) => person.userId) }),
  );
}

export function say(
  actor: Actor,
  roomId: string,
  content: string,
  extra: { files?: string[]; replyTo?: number; clientMessageId?: string } = {},
): Promise<ChatMessageView> {
  return sendMessage(actor, z.parse(sendChatMessageBodySchema, { roomId, content, ...extra }));
}

/** A confirmed upload of module `chat` by `actor`. */
export async function chatFile(actor: Actor, name = "plan.png", contentType = "image/png"): Promise<string> {
  const ticket = await uploaded(actor, { module: "chat", name, contentType, size: 2000 });
  await confirmUpload(actor, ticket.fileId);
  return ticket.fileId;
}
