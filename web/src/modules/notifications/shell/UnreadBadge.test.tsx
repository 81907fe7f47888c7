import { cleanup, render, screen } from "@testing-library/react";
import { Suspense } from "react";
import { MemoryRouter } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { setLanguage } from "../../../i18n";
import { MenuList } from "../../../shell/menu/MenuList";
import { UnreadBadge } from "./UnreadBadge";
import { NotificationBell } from "./NotificationBell";

const entry = { key: "notifications", to: "/notifications", icon: "notifications" as const, label: "Notifications" };

/** The shell's side menu with the Notifications entry and its badge, as the notifications' shell part gives it. */
function menuWith(count: number) {
  render(
    <MemoryRouter>
      <Suspense>
        <MenuList entries={[entry]} badge={() => <UnreadBadge count={count} className="shell-menu-count" spoken />} />
      </Suspense>
    </MemoryRouter>,
  );
  return screen.findByRole("menuitem", { name: /^Notifications/ });
}

describe("the unread notifications badge for screen readers", () => {
  it("says the count in words in the menu entry's name; the pill (99+) is not read", async () => {
    await menuWith(5);
    expect(screen.getByRole("menuitem", { name: "Notifications 5 unread notifications" })).toBeTruthy();
    cleanup();
    await menuWith(1);
    expect(screen.getByRole("menuitem", { name: "Notifications 1 unread notification" })).toBeTruthy();
    cleanup();
    const many = await menuWith(150);
    expect(many.querySelector(".notification-badge")?.textContent).toBe("99+");
    expect(many.querySelector(".notification-badge")?.getAttribute("aria-hidden")).toBe("true");
    expect(screen.getByRole("menuitem", { name: "Notifications 150 unread notifications" })).toBeTruthy();
  });

  it("counts in Russian and Ukrainian with their plural forms", async () => {
    await setLanguage("ru");
    await menuWith(1);
    expect(screen.getByRole("menuitem", { name: "Notifications 1 непрочитанное уведомление" })).toBeTruthy();
    cleanup();
    await menuWith(3);
    expect(screen.getByRole("menuitem", { name: "Notifications 3 непрочитанных уведомления" })).toBeTruthy();
    cleanup();
    await menuWith(11);
    expect(screen.getByRole("menuitem", { name: "Notifications 11 непрочитанных уведомлений" })).toBeTruthy();
    cleanup();
    await setLanguage("ua");
    await menuWith(2);
    expect(screen.getByRole("menuitem", { name: "Notifications 2 непрочитані сповіщення" })).toBeTruthy();
  });

  it("adds nothing to the bell, whose button already says the count", async () => {
    render(
      <MemoryRouter>
        <Suspense>
          <NotificationBell count={3} />
        </Suspense>
      </MemoryRouter>,
    );
    const bell = await screen.findByRole("button", { name: "Notifications, unread: 3" });
    expect(bell.parentElement?.textContent).toBe("3");
  });
});
