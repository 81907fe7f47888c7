import type { FeatureRight } from "@intranet/contracts";
import {
  createChatRoomBodySchema,
  sendChatMessageBodySchema,
  type ChatMessageView,
  type ChatRoomView,
} from "@intranet/contracts/chat";
import { createRoom, markSeen, sendMessage } from "@intranet/core/chat";
import { db } from "@intranet/core/db";
import { gradientPng } from "@intranet/core/testing";
import { demoConversations, type DemoConversation, type DemoLine, type DemoWhen } from "./demo-chat-script";
import { demoCast, type DemoCast, type SeededPerson } from "./demo-cast";
import { uploadDemoFile } from "./demo-upload";

const rights: FeatureRight[] = ["chat"];
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/**
 * The demo chats (issue 12), through the chat's services like the API, so counters, mentions, read
 * positions and notifications are real: the company room (most people, a few days of messages with
 * a reply, a picture and a mention of Grace) and Grace's private chats with Frank (all read) and Mia
 * (two unread). Grace Hill (`grace.hill`) sees two rooms to read on the Chats menu.
 */
export async function seedDemoChat(clientId: string, people: SeededPerson[], defaultRights: FeatureRight[]) {
  const cast = demoCast(clientId, people, defaultRights);
  const now = Date.now();
  for (const conversation of demoConversations) await seedConversation(clientId, cast, conversation, now);
}

async function seedConversation(clientId: string, cast: DemoCast, conversation: DemoConversation, now: number) {
  const actorOf = (login: string) => cast.actorOf(login, rights);
  const room = await openRoom(cast, conversation);
  const sent: ChatMessageView[] = [];
  for (const line of conversation.lines) sent.push(await send(cast, room.id, line, sent));
  await backdate(
    clientId,
    room.id,
    sent.map((message, index) => ({ seq: message.seq, at: timeOf(conversation.lines[index]!.when, now) })),
  );
  // Each reader's position: where the script says, else the end (senders are already at their own message).
  await Promise.all(
    [conversation.owner, ...conversation.members].map((login) => {
      const upTo = conversation.readUpTo[login];
      return markSeen(actorOf(login), room.id, upTo ? startingWith(sent, upTo).seq : sent.at(-1)!.seq);
    }),
  );
}

function openRoom(cast: DemoCast, { name, owner, members }: DemoConversation): Promise<ChatRoomView> {
  const userIds = members.map((login) => cast.find(login).userId);
  const body = name ? { kind: "group", name, members: userIds } : { kind: "private", userId: userIds[0] };
  return createRoom(cast.actorOf(owner, rights), createChatRoomBodySchema.parse(body));
}

async function send(cast: DemoCast, roomId: string, line: DemoLine, earlier: ChatMessageView[]) {
  const actor = cast.actorOf(line.from, rights);
  const files = line.image
    ? [
        await uploadDemoFile(actor, {
          module: "chat",
          name: line.image,
          contentType: "image/png",
          bytes: gradientPng(640, 400),
        }),
      ]
    : [];
  const content = line.text.replace(/@\{([a-z.-]+)\}/g, (_, login: string) => `<@${cast.find(login).userId}>`);
  const replyTo = line.replyTo ? startingWith(earlier, line.replyTo).seq : undefined;
  return sendMessage(actor, sendChatMessageBodySchema.parse({ roomId, content, files, replyTo }));
}

function startingWith(messages: ChatMessageView[], start: string): ChatMessageView {
  const found = messages.find((message) => message.content.startsWith(start));
  if (!found) throw new Error(`demo chat: no message starts with "${start}"`);
  return found;
}

/**
 * The chat's door stamps a message with the time it is sent; the demo's history happened over the
 * last days, so its times are set afterwards: each message's, and the room's (its last message's
 * time orders the room list). The only records the chat seed writes itself.
 */
async function backdate(clientId: string, roomId: string, stamps: Array<{ seq: number; at: string }>) {
  const { chatMessage, chatRoom } = db().entities;
  await Promise.all(
    stamps.map(({ seq, at }) =>
      chatMessage.patch({ clientId, roomId, seq }).set({ createdAt: at }).go({ response: "none" }),
    ),
  );
  const first = new Date(Date.parse(stamps[0]!.at) - 10 * MINUTE).toISOString();
  const last = stamps.at(-1)!.at;
  await chatRoom
    .patch({ clientId, roomId })
    .data((room, { set }) => {
      set(room.createdAt, first);
      set(room.activeAt, last);
      set(room.lastMessage.at, last);
    })
    .go({ response: "none" });
}

/** A script time as an ISO instant: a clock time (UTC) on the working day so many back, or minutes before now. */
function timeOf(when: DemoWhen, now: number): string {
  if ("minutesAgo" in when) return new Date(now - when.minutesAgo * MINUTE).toISOString();
  let day = Date.parse(`${new Date(now).toISOString().slice(0, 10)}T${when.at}:00Z`);
  for (let left = when.workdaysAgo; left > 0;) {
    day -= DAY;
    const weekday = new Date(day).getUTCDay();
    if (weekday !== 0 && weekday !== 6) left--;
  }
  return new Date(day).toISOString();
}
