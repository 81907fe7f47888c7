import { act, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import rootPackage from "../../../../package.json";
import { setLanguage } from "../../i18n";
import { clientView, userView } from "../../test/fixtures";
import { openWall } from "../wall/testing";

/** The first page of a file waits for the app's chunks to be transformed (seconds on a busy machine). */
const slow = { timeout: 20_000 };

afterEach(async () => {
  await act(() => setLanguage("en"));
});

/** The value of a row of the details list, by its name. */
const detail = (name: string) => screen.getByText(name, { selector: "dt" }).nextElementSibling?.textContent;

describe("/about/", { timeout: 40_000 }, () => {
  it("shows the product, the root package's version, the edition, the company and the way to help", async () => {
    const client = clientView({ name: "Acme", workspace: "acme", features: [{ code: "shop", active: false }] });
    openWall("/about/", { "GET /api/env": { body: { vendor: "yandex" } } }, userView(), client);
    await screen.findByRole("heading", { name: "About the portal", level: 1 }, slow);
    expect(rootPackage.version).toMatch(/^\d+\.\d+\.\d+/);
    expect(screen.getByText(`Version ${rootPackage.version}`)).toBeTruthy();
    expect(detail("Version")).toBe(rootPackage.version);
    expect(detail("Product")).toBe("Yandex Intranet");
    expect(detail("Edition")).toBe("Yandex edition");
    expect(detail("Company")).toBe("Acme");
    expect(detail("Workspace")).toBe("acme");
    expect(detail("You are")).toBe("Employee");
    expect(screen.getByRole("link", { name: "Help centre" }).getAttribute("href")).toBe("/help/");
    expect(screen.getByRole("link", { name: "Getting started" }).getAttribute("href")).toBe("/help/getting-started");
    // The company's modules: the shop is switched off.
    const modules = screen.getByRole("heading", { name: /modules in your company$/ });
    const names = within(modules.nextElementSibling as HTMLElement)
      .getAllByRole("listitem")
      .map((item) => item.textContent);
    expect(names).toContain("Company wall");
    expect(names).not.toContain("Shop");
  });

  it("speaks Ukrainian", async () => {
    await act(() => setLanguage("ua"));
    openWall("/about/", {}, userView(), clientView({ name: "Acme" }));
    await screen.findByRole("heading", { name: "Про портал", level: 1 }, slow);
    expect(detail("Редакція")).toBe("Стандартна редакція");
    expect(detail("Мова інтерфейсу")).toBe("Українська");
  });
});
