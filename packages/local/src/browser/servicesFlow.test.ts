import type { Actor } from "@intranet/contracts";
import { createGroup } from "@intranet/core/services";
import { setDepartmentHead } from "@intranet/core/structure";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LocalRuntime } from "../runtime";
import { employeeAccount } from "./accounts";
import { screenshot } from "./artifacts";
import { hasChromium, launchChromium, missingChromiumMessage, type Browser } from "./chromium";
import { departmentsWith } from "./departments";
import { signedInPage } from "./signIn";
import { hasWebBuild, missingWebBuildMessage, sharedBrowserStack } from "./stack";

const skipReason = !hasChromium() ? missingChromiumMessage : !hasWebBuild() ? missingWebBuildMessage : null;

/**
 * Issue 32's flow: an admin builds a two-step business trip (the chief, then finance) with three
 * field types in the editor; an employee orders it with a file; the chief, signed in elsewhere, is told live and approves; finance declines
 * with a reason; the employee's open request page shows the decline and its timeline live.
 */
describe.skipIf(skipReason)("services in a real browser", () => {
  let runtime: LocalRuntime;
  let employeeBrowser: Browser;
  let approverBrowser: Browser;

  beforeAll(async () => {
    runtime = await sharedBrowserStack();
    [employeeBrowser, approverBrowser] = await Promise.all([launchChromium(), launchChromium()]);
  }, 120_000);

  afterAll(async () => {
    await Promise.all([employeeBrowser?.close(), approverBrowser?.close()]);
  });

  it(
    "built by an admin, ordered with a file, approved live by the chief, declined by finance with a reason",
    { timeout: 120_000 },
    async () => {
      const admin = await employeeAccount(["services"], { roles: ["admin"], firstName: "Ada", lastName: "Admin" });
      const tenant = admin.clientId;
      const [seller, chief, accountant] = await Promise.all([
        employeeAccount(["services"], { clientId: tenant, firstName: "Sam", lastName: "Seller" }),
        employeeAccount(["services"], { clientId: tenant, firstName: "Carl", lastName: "Chief" }),
        employeeAccount(["services"], { clientId: tenant, firstName: "Anna", lastName: "Accountant" }),
      ]);
      const { Sales } = await departmentsWith(runtime, admin, { Sales: [seller, chief], Finance: [accountant] });
      const adminActor: Actor = {
        userId: admin.userId,
        tenantId: tenant,
        homeTenantId: tenant,
        roles: ["admin", "employee"],
        rights: ["services"],
      };
      await setDepartmentHead(adminActor, { dept_id: Sales!, headUser: chief.userId });
      await createGroup(adminActor, { name: "Travel" });
      const url = runtime.gateway.url;

      // The admin builds it in the editor: three field types, the chief then one named employee.
      const builder = await signedInPage(employeeBrowser, url, admin);
      builder.setDefaultTimeout(15_000);
      await builder.goto(`${url}/services/new`);
      await builder.getByLabel("Name", { exact: false }).first().fill("Business trip");
      await builder.locator(".ProseMirror").click();
      await builder.keyboard.type("Your chief approves, then finance pays.");
      await builder.locator("label").filter({ hasText: "Multi-stage (2 to 5 steps)" }).click();
      const fieldsWanted = [
        ["Destination", "Short text"],
        ["Leaving on", "Date"],
        ["Travel plan", "Files"],
      ] as const;
      for (const [index, [name, type]] of fieldsWanted.entries()) {
        if (index > 0) await builder.getByRole("button", { name: "Add field" }).click();
        const field = builder.getByRole("group", { name: `Field ${index + 1}`, exact: true });
        await field.getByLabel("Field name").fill(name);
        await field.getByLabel("Type", { exact: true }).selectOption({ label: type });
      }
      await builder.getByRole("group", { name: "Field 1", exact: true }).getByText("Required").click();
      // The travel plan goes first: dragged by its handle with the keyboard (space, arrows, space).
      // dnd-kit measures the items after each key, so the keys come a moment apart, as a person's do.
      await builder.getByRole("button", { name: "Drag to move: field 3" }).focus();
      for (const key of ["Space", "ArrowUp", "ArrowUp", "Space"]) {
        await builder.keyboard.press(key);
        await builder.waitForTimeout(300);
      }
      await expect
        .poll(() => builder.getByRole("group", { name: "Field 1", exact: true }).getByLabel("Field name").inputValue())
        .toBe("Travel plan");
      const first = builder.getByRole("group", { name: "Step 1", exact: true });
      await first.getByLabel("Step name").fill("Chief approves");
      await first.getByLabel("Performer", { exact: true }).selectOption({ label: "The initiator's direct chief" });
      if ((await builder.getByRole("group", { name: "Step 2", exact: true }).count()) === 0)
        await builder.getByRole("button", { name: "Add step" }).click();
      const second = builder.getByRole("group", { name: "Step 2", exact: true });
      await second.getByLabel("Step name").fill("Finance pays");
      await second.locator("select").selectOption({ label: "One employee" });
      await second.getByRole("searchbox", { name: "Find a person…" }).fill("Anna");
      await second.getByRole("button", { name: "Anna Accountant" }).click();
      await builder.getByRole("list", { name: "Route" }).getByText("Finance pays").waitFor();
      await screenshot(builder, "services-editor", "desktop");
      await builder.getByRole("button", { name: "Save", exact: true }).click();
      await builder.waitForURL((address) => /^\/service\/[^/]+$/.test(address.pathname));
      const serviceId = new URL(builder.url()).pathname.split("/").pop()!;
      await builder.getByRole("heading", { name: "Business trip" }).waitFor();
      await builder.close();

      const [orderer, approver] = await Promise.all([
        signedInPage(employeeBrowser, url, seller),
        signedInPage(approverBrowser, url, chief),
      ]);
      orderer.setDefaultTimeout(15_000);
      approver.setDefaultTimeout(15_000);
      await approver.getByRole("button", { name: "Notifications", exact: true }).waitFor();

      // The employee finds it in the catalogue and orders it.
      await orderer.goto(`${url}/services`);
      await orderer
        .getByRole("link", { name: /Business trip/ })
        .first()
        .click();
      await orderer.waitForURL((address) => address.pathname === `/service/${serviceId}`);
      await orderer.getByLabel(/Destination/).fill("Berlin");
      await orderer.getByLabel(/Leaving on/).fill("2026-12-14");
      await orderer.locator(".services-file-input").setInputFiles({
        name: "berlin-plan.pdf",
        mimeType: "application/pdf",
        buffer: Buffer.from("%PDF-1.4\n% a travel plan\n%%EOF\n"),
      });
      await orderer.getByText("berlin-plan.pdf").first().waitFor();
      await screenshot(orderer, "services-order", "desktop");
      await orderer.getByRole("button", { name: "Order", exact: true }).click();
      await orderer.waitForURL((address) => address.pathname.startsWith("/service/request/"));
      const requestPath = new URL(orderer.url()).pathname;
      await orderer.getByText("Request #1").first().waitFor();
      await orderer.getByText("berlin-plan.pdf").first().waitFor();

      // The chief is told live, opens it and approves.
      await approver
        .locator(".notification-toaster")
        .getByText(/Request #1 .Business trip. waits for you/)
        .waitFor();
      await approver.goto(`${url}${requestPath}`);
      await approver.getByRole("button", { name: "Approve", exact: true }).click();
      // The step's panel opens with its Confirm (a check right after the click raced the render);
      // the approval is done once the chief's own buttons go.
      await approver.getByRole("button", { name: "Confirm", exact: true }).click();
      await approver.getByRole("button", { name: "Approve", exact: true }).waitFor({ state: "detached" });
      await approver.getByText("Finance pays").first().waitFor();
      await approver.close();

      // Finance declines with a reason; a decline without one is refused in the form.
      const finance = await signedInPage(approverBrowser, url, accountant);
      finance.setDefaultTimeout(15_000);
      await finance.goto(`${url}${requestPath}`);
      await finance.getByRole("button", { name: "Decline", exact: true }).click();
      await finance.getByRole("button", { name: "Confirm", exact: true }).click();
      await finance.getByText("Give a reason").first().waitFor();
      await finance.getByLabel("Reason").fill("The travel budget for December is spent.");
      await finance.getByRole("button", { name: "Confirm", exact: true }).click();
      await finance.getByText("Declined").first().waitFor();
      await finance.close();

      // The employee's open page follows: declined, with the reason and both answers in the timeline.
      await orderer.getByText("The travel budget for December is spent.").first().waitFor();
      expect(await orderer.getByText("Declined").count()).toBeGreaterThan(0);
      await orderer.getByText("Approved").first().waitFor();
      await screenshot(orderer, "services-request", "desktop");
    },
  );
});
