import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { leaves, placeholders } from "../../test/textLeaves";
import { withRoles } from "../../test/fixtures";
import { admin as en } from "./i18n/en";
import { admin as ru } from "./i18n/ru";
import { admin as ua } from "./i18n/ua";
import { builtinNotificationTexts } from "@intranet/contracts/notificationTexts";
import { builtinNames } from "./templates/builtinNames";
import { openAdmin } from "./testing";

describe("the admin panel", () => {
  it("keeps the tab in the address, and sends the cabinet's settings to the cabinet", async () => {
    const { app } = openAdmin("/admin?tab=notifications", {
      "GET /api/clients/stat/c1": { body: { clientId: "c1", users: {}, storage: {}, filesCount: 0 } },
      "GET /api/clients/hangedFilesByClient/c1": { body: { takenAt: null, files: [] } },
      "GET /api/clients/c1/maintenance": { body: { runs: [] } },
    });
    const link = await screen.findByRole("link", { name: "Open notification settings" }, { timeout: 15_000 });
    expect(link.getAttribute("href")).toBe("/employees/?tab=notifications");
    await userEvent.click(screen.getByRole("tab", { name: "Interface" }));
    expect(app.location()).toBe("/admin?tab=interface");
    expect(screen.getByRole("link", { name: "Open interface settings" }).getAttribute("href")).toBe(
      "/employees/?tab=interface",
    );
    await userEvent.click(screen.getByRole("tab", { name: "File cleaning" }));
    expect(app.location()).toBe("/admin?tab=files");
    expect(await screen.findByText("Count the company's data first")).toBeTruthy();
    await userEvent.click(screen.getByRole("tab", { name: "Service panel" }));
    expect(app.location()).toBe("/admin?tab=service");
    expect(screen.getByRole("heading", { name: "Service panel", level: 2 })).toBeTruthy();
    expect(screen.queryByText("Count the company's data first")).toBeNull();
  });

  it("is not opened to an employee", async () => {
    const { api } = openAdmin("/admin", {}, withRoles(["employee"]));
    expect(await screen.findByRole("heading", { name: "Access blocked" })).toBeTruthy();
    expect(screen.queryByRole("tab", { name: "Logs" })).toBeNull();
    expect(api.calls.filter((call) => call.includes("/stat/") || call.includes("/journal/"))).toEqual([]);
  });
});

describe("the admin panel's texts", () => {
  it("has every English key in Russian and Ukrainian, non-empty, with the same placeholders", () => {
    const english = leaves(en);
    for (const texts of [ru, ua]) {
      const other = leaves(texts);
      expect([...other.keys()].sort()).toEqual([...english.keys()].sort());
      for (const [key, text] of other) {
        expect(text.trim(), key).not.toBe("");
        expect(placeholders(text), key).toEqual(placeholders(english.get(key)!));
      }
    }
  });

  it("names every built-in notification template in Russian and Ukrainian", () => {
    const codes = Object.keys(builtinNotificationTexts).sort();
    for (const language of ["ru", "ua"] as const) {
      const missing = codes.filter((code) => !builtinNames[language][code as keyof (typeof builtinNames)["ru"]]);
      expect(missing, `add them to web/src/modules/admin/templates/builtinNames.ts (${language})`).toEqual([]);
    }
  });
});
