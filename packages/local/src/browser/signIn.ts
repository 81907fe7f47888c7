import type { Browser } from "./chromium";
import { viewports } from "./artifacts";

/** A new desktop page of `browser`, signed in at /login/ in English and landed on the company's wall. */
export async function signedInPage(browser: Browser, url: string, account: { login: string; password: string }) {
  const page = await browser.context.newPage();
  await page.setViewportSize(viewports.desktop);
  await page.goto(`${url}/login/`);
  await page.getByRole("radio", { name: "EN" }).click();
  await page.getByLabel("Login or email").fill(account.login);
  await page.getByLabel("Password", { exact: true }).fill(account.password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  // The company's start page is the wall.
  await page.waitForURL((address) => address.pathname === "/company", { timeout: 15_000 });
  return page;
}
