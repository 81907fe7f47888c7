import type { Actor } from "@intranet/contracts";
import { createChatRoomBodySchema, sendChatMessageBodySchema } from "@intranet/contracts/chat";
import { updateClientBodySchema } from "@intranet/contracts/clients";
import { createDepartmentBodySchema } from "@intranet/contracts/structure";
import { createRoom, sendMessage } from "@intranet/core/chat";
import { updateClient } from "@intranet/core/clients";
import { PLATFORM_TENANT } from "@intranet/core/platform";
import { createDepartment } from "@intranet/core/structure";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { employeeAccount } from "./accounts";
import { screenshot } from "./artifacts";
import { hasChromium, missingChromiumMessage } from "./chromium";
import { signedInPage } from "./signIn";
import { hasWebBuild, missingWebBuildMessage } from "./stack";
import { browserSuite } from "./suite";

/** The page's getComputedStyle, inside `evaluate` (the tests' own types have no DOM). */
interface InPage {
  getComputedStyle(element: unknown): { paddingRight: string; getPropertyValue(name: string): string };
}

const skipReason = !hasChromium() ? missingChromiumMessage : !hasWebBuild() ? missingWebBuildMessage : null;

/** The texts of `selector` that do not show whole: wider or taller than their box (cut or "…"). */
const cutTexts = (page: Page, selector: string) =>
  page
    .locator(selector)
    .evaluateAll((boxes) =>
      boxes
        .filter((box) => box.scrollWidth > box.clientWidth + 1 || box.scrollHeight > box.clientHeight + 1)
        .map((box) => box.textContent),
    );

const overlaps = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/**
 * Issue 31 item 12: at 375 px in ru and ua the company's name, the bottom bar's labels and the
 * chat's text show whole, a tab row wider than the phone shows that it scrolls, and the search
 * placeholder stops before the Ctrl+K hint. Screenshots of each screen at 375 and 1440 px.
 */
describe.skipIf(skipReason)("phones in en, ru and ua", () => {
  const stack = browserSuite();

  it("nothing is cut without a sign at 375 px, and the search placeholder stops before its hint", async () => {
    const admin = await employeeAccount(["structures", "chat", "dark_theme"], {
      roles: ["admin"],
      firstName: "Olga",
      lastName: "Admin",
    });
    const colleague = await employeeAccount(["chat"], {
      clientId: admin.clientId,
      firstName: "Ivan",
      lastName: "Petrov",
    });
    const superadmin: Actor = {
      userId: "platform-root",
      tenantId: PLATFORM_TENANT,
      homeTenantId: PLATFORM_TENANT,
      roles: ["superadmin"],
      rights: [],
    };
    await updateClient(superadmin, admin.clientId, updateClientBodySchema.parse({ name: "Demo Company" }));
    const adminActor: Actor = {
      userId: admin.userId,
      tenantId: admin.clientId,
      homeTenantId: admin.clientId,
      roles: ["admin"],
      rights: [],
    };
    const root = await createDepartment(adminActor, createDepartmentBodySchema.parse({ name: "Demo", parent: null }));
    await createDepartment(adminActor, createDepartmentBodySchema.parse({ name: "Sales", parent: root._id }));
    const room = await createRoom(
      adminActor,
      createChatRoomBodySchema.parse({ kind: "group", name: "Team", members: [colleague.userId] }),
    );
    await sendMessage(
      { ...adminActor, userId: colleague.userId, roles: ["employee"], rights: ["chat"] },
      sendChatMessageBodySchema.parse({
        roomId: room.id,
        content: "Коллеги, напоминаю: отчёт за квартал нужно сдать до пятницы, все таблицы в общей папке.",
      }),
    );

    const url = stack.runtime.gateway.url;
    const page = await signedInPage(stack.browser, url, admin);
    page.setDefaultTimeout(15_000);
    for (const language of ["en", "ru", "ua"] as const) {
      await page.evaluate(`localStorage.setItem("lang", ${JSON.stringify(language)})`);
      for (const width of [375, 1440]) {
        const viewport = width === 375 ? "phone" : "desktop";
        await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
        const at = `${language} ${width}px`;

        await page.goto(`${url}/company`);
        await page.locator(".shell-brand-name").waitFor();
        expect(await cutTexts(page, ".shell-brand-name"), at).toEqual([]);
        if (width === 375) {
          expect(await page.locator(".shell-mobile-footer .shell-tab").count()).toBe(5);
          expect(await cutTexts(page, ".shell-mobile-footer .shell-tab > span:last-child"), at).toEqual([]);
        }
        if (width === 1440) {
          // The search box's placeholder ends (in "…") at least 8 px before the Ctrl+K hint.
          const gap = await page.locator(".search-header").evaluate((box) => {
            const input = box.querySelector("input")!;
            const textEnd =
              input.getBoundingClientRect().right -
              parseFloat((globalThis as unknown as InPage).getComputedStyle(input).paddingRight);
            return box.querySelector(".search-kbd")!.getBoundingClientRect().left - textEnd;
          });
          expect(gap, at).toBeGreaterThanOrEqual(8);
        }
        await screenshot(page, `phone-layout-wall-${language}-${width}`, viewport);

        // A tab row wider than the phone fades out at its end (more to scroll), none at its start.
        await page.goto(`${url}/profile/${admin.userId}`);
        const tabs = page.locator(".profile-tabs > .bp6-tab-list");
        await tabs.waitFor();
        const row = await tabs.evaluate((list) => ({
          overflows: list.scrollWidth > list.clientWidth,
          start: (globalThis as unknown as InPage).getComputedStyle(list).getPropertyValue("--tabs-fade-start").trim(),
          end: (globalThis as unknown as InPage).getComputedStyle(list).getPropertyValue("--tabs-fade-end").trim(),
        }));
        if (width === 375 && language !== "en") expect(row, at).toEqual({ overflows: true, start: "0px", end: "40px" });
        if (!row.overflows) expect(row.end, at).toBe("0px");
        await screenshot(page, `phone-layout-profile-${language}-${width}`, viewport);

        // The reply icon keeps its own place beside the text on a phone.
        await page.goto(`${url}/chat/${room.id}`);
        const message = page.locator(".chat-message").filter({ hasText: "отчёт за квартал" });
        await message.hover();
        const [actions, text] = [
          await message.locator(".chat-message-actions").boundingBox(),
          await message.locator(".chat-text").boundingBox(),
        ];
        expect(actions, at).not.toBeNull();
        if (width === 375) expect(overlaps(actions!, text!), at).toBe(false);
        await screenshot(page, `phone-layout-chat-${language}-${width}`, viewport);
      }
    }
  }, 300_000);
});
