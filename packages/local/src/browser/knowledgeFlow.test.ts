import type { Actor, FeatureRight } from "@intranet/contracts";
import { createVacancyBodySchema } from "@intranet/contracts/vacancies";
import { createVacancy } from "@intranet/core/vacancies";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LocalRuntime } from "../runtime";
import { employeeAccount } from "./accounts";
import { screenshot, viewports } from "./artifacts";
import { departmentsWith } from "./departments";
import { hasChromium, launchChromium, missingChromiumMessage, type Browser } from "./chromium";
import { signedInPage } from "./signIn";
import { hasWebBuild, missingWebBuildMessage, sharedBrowserStack } from "./stack";

const skipReason = !hasChromium() ? missingChromiumMessage : !hasWebBuild() ? missingWebBuildMessage : null;
const rights: FeatureRight[] = ["knowl_base", "kb_files", "vacancies"];

const actorOf = (tenantId: string, userId: string, roles: Actor["roles"]): Actor => ({
  userId,
  tenantId,
  homeTenantId: tenantId,
  roles,
  rights,
});

/** A real 2×2 PNG (red and blue pixels), as a screenshot tool would save it. */
const png = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP4z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==",
  "base64",
);

/** The Handbook's node in the sidebar tree. */
const treeItem = (page: Page, title: string) => page.getByRole("tree").getByRole("link", { name: title, exact: true });

/**
 * Issue 11's flow: an admin writes an article with a heading, a table and an image in the editor and
 * restricts it to Sales; a Sales employee reads it through the tree and its table of contents; an
 * Engineering employee finds it nowhere (tree, direct link, search); an employee responds to a vacancy
 * with a CV and the recipient (an admin, by default) is notified live.
 */
describe.skipIf(skipReason)("the knowledge base and vacancies in a real browser", () => {
  let runtime: LocalRuntime;
  let adminBrowser: Browser;
  let peopleBrowser: Browser;
  let outsiderBrowser: Browser;

  beforeAll(async () => {
    runtime = await sharedBrowserStack();
    // One browser per person: a browser keeps one session (signing in another person replaces it).
    [adminBrowser, peopleBrowser, outsiderBrowser] = await Promise.all([
      launchChromium(),
      launchChromium(),
      launchChromium(),
    ]);
  }, 120_000);

  afterAll(async () => {
    await Promise.all([adminBrowser?.close(), peopleBrowser?.close(), outsiderBrowser?.close()]);
  });

  it("a Sales-only article written in the editor, read by Sales, invisible to Engineering; a CV sent to a vacancy", async () => {
    const admin = await employeeAccount(rights, { roles: ["admin"], firstName: "Ada", lastName: "Admin" });
    const tenant = admin.clientId;
    const [seller, engineer] = await Promise.all([
      employeeAccount(rights, { clientId: tenant, firstName: "Sam", lastName: "Seller" }),
      employeeAccount(rights, { clientId: tenant, firstName: "Erin", lastName: "Engineer" }),
    ]);
    await departmentsWith(runtime, admin, { Sales: [seller], Engineering: [engineer] });
    const adminActor = actorOf(tenant, admin.userId, ["admin"]);

    const url = runtime.gateway.url;
    const [author, reader] = await Promise.all([
      signedInPage(adminBrowser, url, admin),
      signedInPage(peopleBrowser, url, seller),
    ]);
    author.setDefaultTimeout(15_000);
    reader.setDefaultTimeout(15_000);
    let outsider: Page | undefined;
    try {
      // An empty knowledge base: the admin creates the default sections and opens the Handbook.
      await author.goto(`${url}/articles/`);
      await author.getByRole("button", { name: "Create default sections" }).click();
      await treeItem(author, "Handbook").click();
      await author.waitForURL(/\/articles\/[^/]+$/);
      await author.getByRole("button", { name: "New", exact: true }).click();
      await author.getByRole("menuitem", { name: "Article in this folder" }).click();

      // The editor: a heading, a paragraph, a table and an uploaded image.
      await author.getByLabel("Title", { exact: true }).fill("Commission plan");
      const text = author.locator(".ProseMirror");
      await text.click();
      await author.getByRole("button", { name: "Heading 2" }).click();
      await author.keyboard.type("How it is paid");
      await author.keyboard.press("Enter");
      await author.keyboard.type("Every quarter, on the first payday.");
      await author.keyboard.press("Enter");
      await author.getByRole("button", { name: "Heading 2" }).click();
      await author.keyboard.type("Who qualifies");
      await author.keyboard.press("Enter");
      await author.keyboard.type("Everyone in Sales after probation.");
      await author.keyboard.press("Enter");
      await author.getByRole("button", { name: "Table", exact: true }).click();
      await author.getByRole("menuitem", { name: "Insert a table (3×3)" }).click();
      await author.keyboard.type("Level");
      await author.keyboard.press("Tab");
      await author.keyboard.type("Rate");
      await author.keyboard.press("Escape");
      await author.locator('input[type="file"][accept="image/*"]').setInputFiles({
        name: "chart.png",
        mimeType: "image/png",
        buffer: png,
      });
      await text.locator("img").waitFor();
      await screenshot(author, "articles-editor", "desktop");
      await author.getByRole("button", { name: "Publish" }).click();
      await author.waitForURL(/\/article\/[^/?]+$/);
      const articleUrl = author.url();
      const content = author.locator(".rich-doc");
      await content.getByRole("heading", { name: "How it is paid" }).waitFor();
      expect(await content.locator("table th, table td").first().textContent()).toBe("Level");
      expect(await content.locator("img").getAttribute("src")).toMatch(/^https?:\/\//);

      // Rights: only Sales reads it.
      await author.getByRole("button", { name: "Actions" }).click();
      await author.getByRole("menuitem", { name: "Rights" }).click();
      const rightsDialog = author.getByRole("dialog");
      await rightsDialog.getByText("Its own rights", { exact: true }).click();
      const readers = rightsDialog.locator(".recipients-field").filter({ hasText: "May read" });
      await readers.getByLabel("Department", { exact: true }).selectOption({ label: "Sales" });
      await readers.getByRole("list").getByText("Sales", { exact: true }).waitFor();
      await screenshot(author, "articles-rights", "desktop");
      await rightsDialog.getByRole("button", { name: "Save the rights" }).click();
      await author.getByText("The rights are saved").waitFor();

      // Sales: through the tree and the table of contents.
      await reader.goto(`${url}/articles/`);
      await treeItem(reader, "Handbook").click();
      await treeItem(reader, "Commission plan").click();
      await reader.getByRole("navigation", { name: "Contents" }).getByRole("link", { name: "Who qualifies" }).click();
      await reader.waitForURL(/#h-who-qualifies$/);
      await reader.locator(".rich-doc img").waitFor();
      await screenshot(reader, "articles-article", "desktop");

      // Engineering: not in the tree, not by its link, not in search (Sales finds it there).
      outsider = await signedInPage(outsiderBrowser, url, engineer);
      outsider.setDefaultTimeout(15_000);
      await outsider.goto(`${url}/articles/`);
      await treeItem(outsider, "Handbook").waitFor();
      await treeItem(outsider, "Handbook").click();
      await outsider.getByText("This folder is empty").waitFor();
      expect(await treeItem(outsider, "Commission plan").count()).toBe(0);
      await outsider.goto(articleUrl);
      await outsider.getByText("Article not found").first().waitFor();
      await reader.goto(`${url}/search?q=commission`);
      await reader.getByRole("link", { name: "Commission plan" }).first().waitFor();
      await outsider.goto(`${url}/search?q=commission`);
      await outsider.getByText("Nothing found", { exact: false }).first().waitFor();
      expect(await outsider.getByRole("link", { name: "Commission plan" }).count()).toBe(0);

      // A vacancy (its responses go to every admin): Sam responds with a CV; Ada is told live.
      const vacancy = await createVacancy(
        adminActor,
        createVacancyBodySchema.parse({
          title: "Key account manager",
          description: "<p>Look after our largest customers.</p>",
          salaryFrom: 50_000,
          currency: "GBP",
        }),
      );
      await reader.goto(`${url}/vacancy/${vacancy.id}`);
      await reader.getByLabel("Message").fill("I have looked after Acme's key accounts for two years.");
      await reader.locator(".vacancies-file-input").setInputFiles({
        name: "sam-seller-cv.txt",
        mimeType: "text/plain",
        buffer: Buffer.from("Sam Seller\nKey accounts, 2024–2026\n"),
      });
      await reader.getByRole("button", { name: "Send response" }).click();
      await reader.getByText("You responded on", { exact: false }).waitFor();
      await author
        .locator(".notification-toaster")
        .getByText("Sam Seller responded to the vacancy Key account manager")
        .waitFor();
      await author.goto(`${url}/vacancy/${vacancy.id}`);
      await author.getByRole("button", { name: /Download CV: sam-seller-cv\.txt/ }).waitFor();

      // A phone: the article with its contents behind a button.
      await reader.setViewportSize(viewports.phone);
      await reader.goto(articleUrl);
      await reader.getByRole("button", { name: "Show the contents" }).waitFor();
      await screenshot(reader, "articles-article", "phone");
    } catch (error) {
      await Promise.all([
        screenshot(author, "articles-failed-author", "desktop"),
        screenshot(reader, "articles-failed-reader", "desktop"),
      ]);
      throw error;
    } finally {
      await Promise.all([author.close(), reader.close(), outsider?.close()]);
    }
  }, 240_000);
});
