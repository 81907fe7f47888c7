import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { chatLimits } from "@intranet/contracts/chat";
import type { FileView } from "@intranet/contracts/files";
import { describe, expect, it } from "vitest";
import type { FakeRoutes } from "../../../test/api";
import { stubStorage, uploadRoutes } from "../../../test/uploads";
import { historyRoute, message, openChat, roomSummary, roomView } from "../testing";

const now = new Date().toISOString();
const history = [message(1, { content: "Hello" }), message(2, { senderId: "u1", content: "Mine <@u2>", at: now })];

async function open(extra: FakeRoutes = {}) {
  const opened = await openChat("/chat/r1", {
    "GET /api/chat/rooms/c1": { body: { items: [roomSummary({ lastSeq: 2, seenSeq: 2 })], unreadRooms: 0 } },
    "GET /api/chat/room/r1": { body: roomView({ lastSeq: 2, seenSeq: 2 }) },
    "GET /api/room/r1/msgs": historyRoute({ newest: history }),
    "PUT /api/chat/room/r1/seen": { body: roomSummary({ lastSeq: 2, seenSeq: 2 }) },
    "POST /api/chat/msg": ({ body }) => ({
      body: message(3, {
        senderId: "u1",
        content: (body as { content: string }).content,
        clientMessageId: (body as { clientMessageId: string }).clientMessageId,
      }),
    }),
    ...extra,
  });
  await within(await screen.findByRole("log", { name: "Messages" })).findByText("Hello");
  return opened;
}
const box = () => screen.getByRole("textbox", { name: "Message" }) as HTMLTextAreaElement;

describe("the composer", () => {
  it("sends on Enter, breaks the line on Shift+Enter, and tells the room I am typing (throttled)", async () => {
    const { api, socket } = await open();
    await userEvent.type(box(), "Line one{Shift>}{Enter}{/Shift}line two");
    expect(box().value).toBe("Line one\nline two");
    await userEvent.type(box(), "{Enter}");
    await waitFor(() => expect(api.calls).toContain("POST /api/chat/msg"));
    const body = api.bodyOf("POST /api/chat/msg") as Record<string, unknown>;
    expect(body).toMatchObject({ roomId: "r1", content: "Line one\nline two", files: [] });
    expect(typeof body.clientMessageId).toBe("string");
    expect(box().value).toBe("");
    const typing = socket.sent.filter((sent) => sent.includes("chat.typing"));
    expect(typing).toEqual([JSON.stringify({ action: "chat.typing", roomId: "r1" })]);
  });

  it("refuses a message over the limit before sending, with the localised text", async () => {
    const { api } = await open();
    fireEvent.change(box(), { target: { value: "x".repeat(chatLimits.contentMax + 1) } });
    await userEvent.type(box(), "{Enter}");
    expect((await screen.findByRole("alert")).textContent).toBe("The message is too long (at most 4,000 characters)");
    expect(api.calls).not.toContain("POST /api/chat/msg");
  });

  it("uploads files with a progress bar and sends their ids", async () => {
    const stored: FileView = {
      _id: "01JFILECHATAAAAAAAAAAAAAAA",
      name: "plan.pdf",
      contentType: "application/pdf",
      size: 2048,
      module: "chat",
      key: "c1/chat/plan.pdf",
      owner: null,
      uploadedBy: "u1",
      createdAt: now,
    } as unknown as FileView;
    stubStorage();
    const { api } = await open(uploadRoutes(stored));
    const input = screen.getByTestId("chat-file-input") as HTMLInputElement;
    await userEvent.upload(input, new File(["%PDF"], "plan.pdf", { type: "application/pdf" }));
    expect(await screen.findByRole("progressbar", { name: "Uploading plan.pdf" })).toBeTruthy();
    await waitFor(() => expect(api.calls).toContain("POST /api/upload/confirm"));
    expect((api.bodyOf("POST /api/upload") as { module: string }).module).toBe("chat");
    await waitFor(() => expect(screen.getByRole("button", { name: "Send" }).hasAttribute("disabled")).toBe(false));
    await userEvent.click(screen.getByRole("button", { name: "Send" }));
    await waitFor(() => expect(api.calls).toContain("POST /api/chat/msg"));
    expect(api.bodyOf("POST /api/chat/msg")).toMatchObject({ content: "", files: [stored._id] });
  });

  it("replies with the quote above the box, and edits my message (mentions kept as <@id>)", async () => {
    const { api } = await open({
      "PUT /api/chat/room/r1/msgs/2": ({ body }) => ({
        body: { ...history[1], content: (body as { content: string }).content, editedAt: new Date().toISOString() },
      }),
    });
    const hello = within(screen.getByRole("log")).getByText("Hello").closest("article") as HTMLElement;
    await userEvent.click(within(hello).getByRole("button", { name: "Reply" }));
    expect(screen.getByText("Replying to Chloe Davis")).toBeTruthy();
    await userEvent.type(box(), "Sure{Enter}");
    await waitFor(() => expect(api.calls).toContain("POST /api/chat/msg"));
    expect(api.bodyOf("POST /api/chat/msg")).toMatchObject({ content: "Sure", replyTo: 1 });

    const mine = within(screen.getByRole("log")).getByText(/^Mine/).closest("article") as HTMLElement;
    await userEvent.click(within(mine).getByRole("button", { name: "Message actions" }));
    await userEvent.click(await screen.findByRole("menuitem", { name: "Edit" }));
    expect(box().value).toBe("Mine @Chloe Davis");
    await userEvent.type(box(), " ok{Enter}");
    await waitFor(() => expect(api.bodyOf("PUT /api/chat/room/r1/msgs/2")).toEqual({ content: "Mine <@u2> ok" }));
    expect(await within(screen.getByRole("log")).findByText("(edited)")).toBeTruthy();
  });
});
