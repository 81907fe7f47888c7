import type { ChatMessageView } from "@intranet/contracts/chat";
import { describe, expect, it } from "vitest";
import {
  addPending,
  emptyMessages,
  mergeMessages,
  newestSeq,
  unbrokenSeq,
  withPage,
  type PendingMessage,
} from "./messageStore";
import { message } from "../testing";

const pending = (id: string): PendingMessage => ({
  clientMessageId: id,
  content: "hi",
  files: [],
  fileIds: [],
  replyTo: null,
  at: "2026-01-01T10:00:00.000Z",
  status: "sending",
});

describe("the open room's messages", () => {
  it("merges pages, pushes and answers by seq: in order, nothing twice", () => {
    let state = withPage(emptyMessages, { items: [message(3), message(2)], cursor: 2 }, false);
    state = mergeMessages(state, [message(4), message(3)]);
    state = mergeMessages(state, [message(4)]);
    expect(state.items.map((item) => item.seq)).toEqual([2, 3, 4]);
    expect(state.olderCursor).toBe(2);
    expect(newestSeq(state)).toBe(4);
    expect(unbrokenSeq(state)).toBe(4);
  });

  it("catches up from the first gap: a push overtaken by a later one is asked for again", () => {
    let state = withPage(emptyMessages, { items: [message(3), message(2)], cursor: 2 }, false);
    state = mergeMessages(state, [message(4), message(6), message(7)]);
    expect([newestSeq(state), unbrokenSeq(state)]).toEqual([7, 4]);
    expect(unbrokenSeq(emptyMessages)).toBe(0);
  });

  it("drops the pending copy when the server's copy comes, whichever way", () => {
    let state = addPending(withPage(emptyMessages, { items: [], cursor: null }, false), pending("c1"));
    state = addPending(state, pending("c2"));
    state = mergeMessages(state, [message(1, { clientMessageId: "c1" })]);
    expect(state.pending.map((item) => item.clientMessageId)).toEqual(["c2"]);
    state = mergeMessages(state, [message(1, { clientMessageId: "c1" })]);
    expect(state.items).toHaveLength(1);
  });

  it("keeps the later state of a message: an edit over the original, a deletion over both", () => {
    const edited: ChatMessageView = message(1, { content: "new", editedAt: "2026-01-01T11:00:00.000Z" });
    let state = mergeMessages(emptyMessages, [edited]);
    state = mergeMessages(state, [message(1)]);
    expect(state.items[0]!.content).toBe("new");
    state = mergeMessages(state, [message(1, { deleted: true, content: "" })]);
    state = mergeMessages(state, [edited]);
    expect(state.items[0]!.deleted).toBe(true);
  });
});
