import { cleanup, render, screen } from "@testing-library/react";
import { Suspense } from "react";
import { MemoryRouter } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { setLanguage } from "../../../i18n";
import { MobileFooter } from "../../../shell/MobileFooter";
import { MenuList } from "../../../shell/menu/MenuList";
import { UnreadRoomsBadge } from "./UnreadRoomsBadge";

const chats = { key: "chats", to: "/chat", icon: "chat" as const, label: "Chats" };

/** The shell's side menu with the Chats entry, as the shell renders a module's badge. */
function menuWith(count: number) {
  render(
    <MemoryRouter>
      <Suspense>
        <MenuList entries={[chats]} badge={() => <UnreadRoomsBadge count={count} place="menu" />} />
      </Suspense>
    </MemoryRouter>,
  );
  return screen.findByRole("menuitem", { name: /^Chats/ });
}

describe("the Chats menu badge for screen readers", () => {
  it("says how many chats have unread messages in the entry's name; the pill itself is not read", async () => {
    const entry = await menuWith(3);
    expect(screen.getByRole("menuitem", { name: "Chats 3 chats with unread messages" })).toBe(entry);
    expect(screen.getByTestId("chat-unread-rooms").textContent).toBe("3");
    expect(screen.getByTestId("chat-unread-rooms").getAttribute("aria-hidden")).toBe("true");
  });

  it("says one chat, and the exact count where the pill shows 99+", async () => {
    await menuWith(1);
    expect(screen.getByRole("menuitem", { name: "Chats 1 chat with unread messages" })).toBeTruthy();
    cleanup();
    await menuWith(150);
    expect(screen.getByTestId("chat-unread-rooms").textContent).toBe("99+");
    expect(screen.getByRole("menuitem", { name: "Chats 150 chats with unread messages" })).toBeTruthy();
  });

  it("is silent at zero", async () => {
    await menuWith(0);
    expect(screen.getByRole("menuitem", { name: "Chats" })).toBeTruthy();
  });

  it("counts in Russian and Ukrainian with their plural forms", async () => {
    await setLanguage("ru");
    await menuWith(3);
    expect(screen.getByRole("menuitem", { name: "Chats 3 чата с непрочитанными сообщениями" })).toBeTruthy();
    cleanup();
    await menuWith(5);
    expect(screen.getByRole("menuitem", { name: "Chats 5 чатов с непрочитанными сообщениями" })).toBeTruthy();
    cleanup();
    await menuWith(21);
    expect(screen.getByRole("menuitem", { name: "Chats 21 чат с непрочитанными сообщениями" })).toBeTruthy();
    cleanup();
    await setLanguage("ua");
    await menuWith(3);
    expect(screen.getByRole("menuitem", { name: "Chats 3 чати з непрочитаними повідомленнями" })).toBeTruthy();
  });

  it("is read on the phone's tab too", async () => {
    render(
      <MemoryRouter>
        <Suspense>
          <MobileFooter
            entries={[chats]}
            badge={() => <UnreadRoomsBadge count={2} place="tab" />}
            onMore={() => undefined}
          />
        </Suspense>
      </MemoryRouter>,
    );
    expect(await screen.findByRole("link", { name: /2 chats with unread messages/ })).toBeTruthy();
  });
});
