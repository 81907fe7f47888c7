/* Test support of the chat: rooms and messages as the API shows them, and the app opened on a chat page. */
import type { ServerEvent, UserView } from "@intranet/contracts";
import type { ChatMemberView, ChatMessageView, ChatRoomSummary, ChatRoomView } from "@intranet/contracts/chat";
import { act, waitFor } from "@testing-library/react";
import { expect } from "vitest";
import { fakeApi, type FakeAnswer, type FakeRoutes } from "../../test/api";
import { FakeWebSocket } from "../../test/fakeWebSocket";
import { chloe, startupRoutes, storeSession, userView } from "../../test/fixtures";
import { renderApp } from "../../test/renderApp";

export const me = () => userView({ rights: ["wall", "chat"] });
export const dan = userView({ _id: "u3", login: "dan", firstName: "Daniel", lastName: "Evans" });
export const eve = userView({ _id: "u4", login: "eve", firstName: "Eve", lastName: "Stone" });
export const people: UserView[] = [chloe, dan, eve];

export function message(seq: number, overrides: Partial<ChatMessageView> = {}): ChatMessageView {
  return {
    id: `m${seq}`,
    roomId: "r1",
    seq,
    senderId: "u2",
    content: `Message ${seq}`,
    mentions: [],
    files: [],
    replyTo: null,
    at: new Date(Date.UTC(2026, 0, 1, 10, seq)).toISOString(),
    editedAt: null,
    deleted: false,
    clientMessageId: null,
    ...overrides,
  };
}

export function roomSummary(overrides: Partial<ChatRoomSummary> = {}): ChatRoomSummary {
  return {
    id: "r1",
    kind: "group",
    name: "Sales team",
    peerId: null,
    memberCount: 3,
    lastSeq: 0,
    lastMessage: null,
    seenSeq: 0,
    unread: 0,
    mentions: 0,
    muted: false,
    role: "member",
    activeAt: "2026-01-01T09:00:00.000Z",
    ...overrides,
  };
}

export function roomView(
  overrides: Partial<ChatRoomView> = {},
  members: Array<Partial<ChatMemberView> & { userId: string }> = [{ userId: "u1" }, { userId: "u2" }, { userId: "u3" }],
): ChatRoomView {
  return {
    ...roomSummary(),
    members: members.map((member) => ({ role: "member", online: false, seenSeq: null, ...member })),
    receipts: true,
    can: { rename: false, manageMembers: false, remove: false, leave: true },
    createdBy: "u1",
    createdAt: "2026-01-01T09:00:00.000Z",
    ...overrides,
  };
}

/** The company's people answering (the chat names people from them). */
export const peopleRoutes = (user: UserView): FakeRoutes => ({
  "GET /api/user/for_client/c1": { body: { items: [user, ...people], cursor: null } },
});

/** The whole app at a chat path, signed in with the `chat` right, the socket open. */
export async function openChat(path: string, routes: FakeRoutes = {}, user: UserView = me()) {
  const api = fakeApi({ ...startupRoutes(user), ...peopleRoutes(user), ...routes });
  storeSession(user);
  const app = renderApp(path);
  await waitFor(() => expect(FakeWebSocket.instances.length).toBeGreaterThan(0));
  const socket = FakeWebSocket.instances.at(-1)!;
  act(() => socket.open());
  const push = (event: ServerEvent) => act(() => socket.receive(event));
  return { api, app, socket, push };
}

/** The history answers: `newest` for the first page, and pages by `before` / `after`. */
export function historyRoute(pages: {
  newest: ChatMessageView[];
  cursor?: number | null;
  before?: Record<number, { items: ChatMessageView[]; cursor: number | null }>;
  after?: Record<number, ChatMessageView[]>;
}): (request: { query: URLSearchParams }) => FakeAnswer {
  return ({ query }) => {
    const before = query.get("before");
    const after = query.get("after");
    if (before) return { body: { ...pages.before?.[Number(before)], lastSeq: 0 } };
    if (after) return { body: { items: pages.after?.[Number(after)] ?? [], cursor: null, lastSeq: 0 } };
    const items = [...pages.newest].sort((a, b) => b.seq - a.seq);
    return { body: { items, cursor: pages.cursor ?? null, lastSeq: items[0]?.seq ?? 0 } };
  };
}
