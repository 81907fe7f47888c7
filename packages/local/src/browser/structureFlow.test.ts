import type { Actor } from "@intranet/contracts";
import { createDepartmentBodySchema } from "@intranet/contracts/structure";
import { addDeptUsers, createDepartment, getStructure, setDepartmentHead } from "@intranet/core/structure";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { employeeAccount } from "./accounts";
import { screenshot, viewports } from "./artifacts";
import { hasChromium, missingChromiumMessage } from "./chromium";
import { signedInPage } from "./signIn";
import { hasWebBuild, missingWebBuildMessage } from "./stack";
import { browserSuite } from "./suite";

/** The page's getComputedStyle, inside `evaluate` (the tests' own types have no DOM). */
interface InPage {
  getComputedStyle(element: unknown): { backgroundColor: string };
}

const skipReason = !hasChromium() ? missingChromiumMessage : !hasWebBuild() ? missingWebBuildMessage : null;

/** Drags one org-chart card onto another with the mouse, as a person would. */
async function dragCard(page: Page, from: string, onto: string): Promise<void> {
  const box = async (name: string) =>
    (await page
      .locator(".structure-card")
      .filter({ has: page.getByText(name, { exact: true }) })
      .boundingBox())!;
  const [start, end] = [await box(from), await box(onto)];
  await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2);
  await page.mouse.down();
  await page.mouse.move(end.x + end.width / 2, end.y + end.height / 2, { steps: 12 });
  await page.mouse.up();
}

/**
 * Issue 15's structure flow: an admin moves a department by dragging it in the org chart onto
 * another (after a confirmation); a drop onto its own sub-department is refused before any call.
 */
describe.skipIf(skipReason)("the company structure in a real browser", () => {
  const stack = browserSuite();

  it("an admin drags a department onto another in the org chart, and the move is saved", async () => {
    const admin = await employeeAccount(["structures", "dark_theme"], {
      roles: ["admin"],
      firstName: "Olga",
      lastName: "Admin",
    });
    const actor: Actor = {
      userId: admin.userId,
      tenantId: admin.clientId,
      homeTenantId: admin.clientId,
      roles: ["admin"],
      rights: [],
    };
    const create = (name: string, parent: string | null) =>
      createDepartment(actor, createDepartmentBodySchema.parse({ name, parent }));
    const root = await create("Acme", null);
    const sales = await create("Sales", root._id);
    const east = await create("Sales East", sales._id);
    const support = await create("Support", root._id);
    await addDeptUsers(actor, { dept_id: root._id, users: [admin.userId] });
    await setDepartmentHead(actor, { dept_id: root._id, headUser: admin.userId });

    const url = stack.runtime.gateway.url;
    const page = await signedInPage(stack.browser, url, admin);
    page.setDefaultTimeout(10_000);
    const calls: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/api/structure") && request.method() === "PUT") calls.push(request.url());
    });
    try {
      await page.goto(`${url}/structure_new`);
      await page.locator(".structure-card", { hasText: "Olga Admin" }).waitFor();

      // Sales onto its own sub-department: nothing to confirm, nothing sent.
      await dragCard(page, "Sales", "Sales East");
      await page.waitForTimeout(300);
      expect(await page.getByRole("alertdialog").count()).toBe(0);

      await dragCard(page, "Sales East", "Support");
      const dialog = page.getByRole("alertdialog");
      await dialog.getByText("Move “Sales East” under “Support”?").waitFor();
      await dialog.getByRole("button", { name: "Move" }).click();
      const parentOfEast = async () =>
        (await getStructure(actor, admin.clientId, "administrative")).departments.find((dept) => dept._id === east._id)
          ?.parent;
      await expect.poll(parentOfEast).toBe(support._id);
      expect(calls).toHaveLength(1);

      await screenshot(page, "structure-chart", "desktop");
      // Issue 31 item 12: in the dark theme the zoom buttons are dark too (React Flow draws them white).
      await page.getByRole("button", { name: "Dark theme" }).click();
      await page.locator("body.bp6-dark").waitFor();
      const zoomBackground = await page
        .locator(".react-flow__controls-button")
        .first()
        .evaluate((button) => (globalThis as unknown as InPage).getComputedStyle(button).backgroundColor);
      const channels = (zoomBackground.match(/\d+/g) ?? []).slice(0, 3).map(Number);
      expect(channels, zoomBackground).toHaveLength(3);
      expect(Math.max(...channels), zoomBackground).toBeLessThan(80);
      await screenshot(page, "structure-chart-dark", "desktop");
      await page.getByRole("button", { name: "Light theme" }).click();
      await page.setViewportSize(viewports.phone);
      await page.goto(`${url}/structure_new`);
      await page.locator(".structure-tree").getByText("Support").waitFor();
      await screenshot(page, "structure-tree", "phone");
    } finally {
      await page.close();
    }
  });
});
