import type { Actor } from "@intranet/contracts";
import { serviceBodySchema } from "@intranet/contracts/services";
import { createGroup, createService } from "@intranet/core/services";
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
 * Issue 32's flow: a two-step business trip (the chief, then finance) with three field types; an
 * employee orders it; the chief, signed in elsewhere, is told live and approves; finance declines
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

  it("ordered by an employee, approved live by the chief, declined by finance with a reason", async () => {
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
    const group = await createGroup(adminActor, { name: "Travel" });
    const service = await createService(
      adminActor,
      serviceBodySchema.parse({
        name: "Business trip",
        groupId: group._id,
        description: "<p>Your chief approves, then finance pays.</p>",
        type: "multi",
        fields: [
          { id: "city", name: "Destination", type: "string", required: true },
          { id: "by", name: "Leaving on", type: "date", required: true },
          { id: "budget", name: "Budget", type: "number" },
        ],
        steps: [
          { name: "Chief approves", performer: { kind: "chief" }, dayLimit: 2 },
          { name: "Finance pays", performer: { kind: "user", userId: accountant.userId } },
        ],
      }),
    );

    const url = runtime.gateway.url;
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
    await orderer.waitForURL((address) => address.pathname === `/service/${service._id}`);
    await orderer.getByLabel(/Destination/).fill("Berlin");
    await orderer.getByLabel(/Leaving on/).fill("2026-12-14");
    await orderer.getByLabel(/Budget/).fill("900");
    await screenshot(orderer, "services-order", "desktop");
    await orderer.getByRole("button", { name: "Order", exact: true }).click();
    await orderer.waitForURL((address) => address.pathname.startsWith("/service/request/"));
    const requestPath = new URL(orderer.url()).pathname;
    await orderer.getByText("Request #1").first().waitFor();

    // The chief is told live, opens it and approves.
    await approver
      .locator(".notification-toaster")
      .getByText(/Request #1 .Business trip. waits for you/)
      .waitFor();
    await approver.goto(`${url}${requestPath}`);
    await approver.getByRole("button", { name: "Approve", exact: true }).click();
    const confirm = approver.getByRole("button", { name: "Confirm", exact: true });
    if (await confirm.isVisible()) await confirm.click();
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
  });
});
