import type { Browser } from "./chromium";
import { viewports } from "./artifacts";
import { nextTotpCode } from "./totp";

/**
 * A new desktop page of `browser`, signed in at /login/ in English and landed on the company's wall.
 * An account with two-factor (`totpSecret`: the superadmin always) passes the code step too.
 */
export async function signedInPage(
  browser: Browser,
  url: string,
  account: { login: string; password: string; totpSecret?: string },
) {
  const page = await browser.context.newPage();
  await page.setViewportSize(viewports.desktop);
  await page.goto(`${url}/login/`);
  await page.getByRole("radio", { name: "EN" }).click();
  await page.getByLabel("Login or email").fill(account.login);
  await page.getByLabel("Password", { exact: true }).fill(account.password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  if (account.totpSecret) await passCodeStep(page, account.totpSecret);
  // The company's start page is the wall.
  await page.waitForURL((address) => address.pathname === "/company", { timeout: 15_000 });
  return page;
}

/** The sign-in's second step, in English: a current code from the account's authenticator secret. */
export async function passCodeStep(page: Awaited<ReturnType<Browser["context"]["newPage"]>>, secret: string) {
  await page.getByLabel("Authentication code").fill(await nextTotpCode(secret));
  await page.getByRole("button", { name: "Verify", exact: true }).click();
}
