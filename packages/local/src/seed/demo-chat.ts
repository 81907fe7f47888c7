import type { FeatureRight } from "@intranet/contracts";
import {
  createChatRoomBodySchema,
  sendChatMessageBodySchema,
  type ChatMessageView,
  type ChatRoomView,
} from "@intranet/contracts/chat";
import { createRoom, markSeen, sendMessage } from "@intranet/core/chat";
import { gradientPng } from "@intranet/core/testing";
import { demoConversations, type DemoConversation, type DemoLine, type DemoWhen } from "./demo-chat-script";
import { demoCast, type DemoCast, type SeededPerson } from "./demo-cast";
import { uploadDemoFile } from "./demo-upload";
import type { DemoStep } from "./demo-step";

const rights: FeatureRight[] = ["chat"];
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** Last: a demo seeded before progress items counts as whole once its chat rooms exist (earlier-seed.ts). */
export const demoStep: DemoStep = {
  name: "chat",
  order: 100,
  run: ({ clientId, people, rights: defaultRights }) => seedDemoChat(clientId, people, defaultRights),
};

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
  // The history happened over the last days: the room opened a little before its first message.
  const times = conversation.lines.map((line) => timeOf(line.when, now));
  const room = await openRoom(cast, conversation, new Date(times[0]!.getTime() - 10 * MINUTE));
  const sent: ChatMessageView[] = [];
  for (const [index, line] of conversation.lines.entries())
    sent.push(await send(cast, room.id, line, sent, times[index]!));
  // Each reader's position: where the script says, else the end (senders are already at their own message).
  await Promise.all(
    [conversation.owner, ...conversation.members].map((login) => {
      const upTo = conversation.readUpTo[login];
      return markSeen(actorOf(login), room.id, upTo ? startingWith(sent, upTo).seq : sent.at(-1)!.seq);
    }),
  );
}

function openRoom(cast: DemoCast, { name, owner, members }: DemoConversation, at: Date): Promise<ChatRoomView> {
  const userIds = members.map((login) => cast.find(login).userId);
  const body = name ? { kind: "group", name, members: userIds } : { kind: "private", userId: userIds[0] };
  return createRoom(cast.actorOf(owner, rights), createChatRoomBodySchema.parse(body), { at });
}

async function send(cast: DemoCast, roomId: string, line: DemoLine, earlier: ChatMessageView[], at: Date) {
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
  return sendMessage(actor, sendChatMessageBodySchema.parse({ roomId, content, files, replyTo }), { at });
}

function startingWith(messages: ChatMessageView[], start: string): ChatMessageView {
  const found = messages.find((message) => message.content.startsWith(start));
  if (!found) throw new Error(`demo chat: no message starts with "${start}"`);
  return found;
}

/** A script time as an instant: a clock time (UTC) on the working day so many back, or minutes before now. */
function timeOf(when: DemoWhen, now: number): Date {
  if ("minutesAgo" in when) return new Date(now - when.minutesAgo * MINUTE);
  let day = Date.parse(`${new Date(now).toISOString().slice(0, 10)}T${when.at}:00Z`);
  for (let left = when.workdaysAgo; left > 0;) {
    day -= DAY;
    const weekday = new Date(day).getUTCDay();
    if (weekday !== 0 && weekday !== 6) left--;
  }
  return new Date(day);
}
