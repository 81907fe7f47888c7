import { gradientPng } from "@intranet/core/testing/png";
import { describe, expect, it } from "vitest";
import { employeeAccount } from "./accounts";
import { screenshot, viewports } from "./artifacts";
import { hasChromium, missingChromiumMessage } from "./chromium";
import { signedInPage } from "./signIn";
import { hasWebBuild, missingWebBuildMessage } from "./stack";
import { browserSuite } from "./suite";

const skipReason = !hasChromium() ? missingChromiumMessage : !hasWebBuild() ? missingWebBuildMessage : null;

const rights = ["wall", "address_book", "profile_edit"] as const;

/**
 * Issue 15's profile: an employee fills in a social link and sets an avatar (drawn to 512 × 512 in
 * the browser, uploaded, published); a colleague sees both and no HR tabs; an admin uploads an HR
 * document to the employee's HR files tab and finds it listed.
 */
describe.skipIf(skipReason)("the profile in a real browser", () => {
  const stack = browserSuite();

  it("sets a social link and an avatar; a colleague sees them without HR tabs; an admin files an HR document", async () => {
    const owner = await employeeAccount([...rights], { firstName: "Nadia", lastName: "Sokolova" });
    const colleague = await employeeAccount([...rights], {
      clientId: owner.clientId,
      firstName: "Oleg",
      lastName: "Baranov",
    });
    const admin = await employeeAccount([], { clientId: owner.clientId, roles: ["admin"] });
    const url = stack.runtime.gateway.url;
    const profile = `${url}/profile/${owner.userId}`;

    // The employee: own profile, a LinkedIn link and a photo.
    let page = await signedInPage(stack.browser, url, owner);
    page.setDefaultTimeout(15_000);
    try {
      await page.getByRole("menuitem", { name: "Profile" }).click();
      await page.waitForURL(profile);
      await page.getByRole("tab", { name: "Social networks" }).click();
      await page.getByRole("button", { name: "Add links" }).click();
      await page.getByLabel("LinkedIn").fill("linkedin.com/in/nadia-sokolova");
      await page.getByRole("button", { name: "Save" }).click();
      const link = page.getByRole("link", { name: /LinkedIn/ });
      await expect.poll(() => link.getAttribute("href")).toBe("https://linkedin.com/in/nadia-sokolova");
      expect(await link.getAttribute("target")).toBe("_blank");

      await page.getByTestId("avatar-file").setInputFiles({
        name: "me.png",
        mimeType: "image/png",
        buffer: gradientPng(900, 600),
      });
      const avatar = page.locator("img.profile-avatar");
      await avatar.waitFor();
      // Drawn in the browser: the middle square as a 512 × 512 JPEG.
      const size = () =>
        avatar.evaluate((image) => {
          const { naturalWidth, naturalHeight } = image as unknown as { naturalWidth: number; naturalHeight: number };
          return `${naturalWidth}×${naturalHeight}`;
        });
      await expect.poll(size).toBe("512×512");
      // The shell's own avatar in the header follows.
      await page.locator("header button.avatar img").waitFor();
      await screenshot(page, "profile-own", "desktop");
      await page.setViewportSize(viewports.phone);
      await screenshot(page, "profile-own", "phone");
    } finally {
      await page.close();
    }

    // A colleague: the link and the photo, no HR tabs, and their own Profile item not lit up.
    page = await signedInPage(stack.browser, url, colleague);
    page.setDefaultTimeout(15_000);
    try {
      await page.goto(`${profile}?tab=social`);
      await page.getByRole("heading", { level: 1, name: "Nadia Sokolova" }).waitFor();
      await page.getByRole("link", { name: /LinkedIn/ }).waitFor();
      await page.locator("img.profile-avatar").waitFor();
      expect(await page.getByRole("tab").allTextContents()).not.toContain("HR files");
      expect(await page.getByRole("tab", { name: "HR data" }).count()).toBe(0);
      expect(await page.getByRole("menuitem", { name: "Profile" }).getAttribute("aria-current")).toBeNull();
      expect(await page.getByRole("button", { name: "Upload a photo" }).count()).toBe(0);
    } finally {
      await page.close();
    }

    // An admin: the employee's HR files, one document uploaded for them.
    page = await signedInPage(stack.browser, url, admin);
    page.setDefaultTimeout(15_000);
    try {
      await page.goto(`${profile}?tab=hrFiles`);
      await page.getByText("No HR documents").waitFor();
      await page.getByTestId("hr-file").setInputFiles({
        name: "Employment contract.pdf",
        mimeType: "application/pdf",
        buffer: Buffer.from("%PDF-1.4\n% a contract\n"),
      });
      await page.getByText("“Employment contract.pdf” has been uploaded").waitFor();
      await page.getByRole("button", { name: "Download Employment contract.pdf" }).first().waitFor();
      await page
        .getByText(/^22 B · /)
        .first()
        .waitFor();
      await screenshot(page, "profile-hr-files", "desktop");
    } finally {
      await page.close();
    }
  });
});
