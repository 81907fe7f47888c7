import { describe, expect, it } from "vitest";
import * as birthdays from "../modules/birthdays/i18n/en";
import * as birthdaysRu from "../modules/birthdays/i18n/ru";
import * as birthdaysUa from "../modules/birthdays/i18n/ua";
import * as clients from "../modules/clients/i18n/en";
import * as clientsRu from "../modules/clients/i18n/ru";
import * as clientsUa from "../modules/clients/i18n/ua";
import * as employees from "../modules/employees/i18n/en";
import * as employeesRu from "../modules/employees/i18n/ru";
import * as employeesUa from "../modules/employees/i18n/ua";
import * as notifications from "../modules/notifications/i18n/en";
import * as notificationsRu from "../modules/notifications/i18n/ru";
import * as notificationsUa from "../modules/notifications/i18n/ua";
import * as profile from "../modules/profile/i18n/en";
import * as profileRu from "../modules/profile/i18n/ru";
import * as profileUa from "../modules/profile/i18n/ua";
import * as shared from "../shared/i18n/en";
import * as sharedRu from "../shared/i18n/ru";
import * as sharedUa from "../shared/i18n/ua";
import * as wall from "../modules/wall/i18n/en";
import * as wallRu from "../modules/wall/i18n/ru";
import * as wallUa from "../modules/wall/i18n/ua";
import { setLanguage, i18n } from ".";
import { ui } from "./locales/en/ui";

const first = (file: object) => Object.values(file)[0] as object;
const namespaces: Record<string, readonly [object, object, object]> = {
  birthdays: [birthdays, birthdaysRu, birthdaysUa],
  clients: [clients, clientsRu, clientsUa],
  employees: [employees, employeesRu, employeesUa],
  notifications: [notifications, notificationsRu, notificationsUa],
  profile: [profile, profileRu, profileUa],
  shared: [shared, sharedRu, sharedUa],
  wall: [wall, wallRu, wallUa],
};

function leaves(tree: object, prefix = ""): Map<string, string> {
  const result = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") result.set(path, value);
    else for (const [leaf, text] of leaves(value as object, path)) result.set(leaf, text);
  }
  return result;
}
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();

describe("module texts (one namespace per module, en/ru/ua complete)", () => {
  for (const [namespace, [en, ru, ua]] of Object.entries(namespaces))
    it(`${namespace}: ru and ua have the English keys, non-empty, with the same placeholders`, () => {
      const english = leaves(first(en));
      for (const file of [ru, ua]) {
        const texts = leaves(first(file));
        expect([...texts.keys()].sort()).toEqual([...english.keys()].sort());
        for (const [key, text] of texts) {
          expect(text.trim(), key).not.toBe("");
          expect(placeholders(text), key).toEqual(placeholders(english.get(key)!));
        }
      }
    });

  it("keeps module texts out of the shell's namespace", () => {
    expect(Object.keys(ui)).not.toContain("wall");
    expect(Object.keys(ui)).not.toContain("notices");
    expect(Object.keys(ui)).not.toContain("employees");
  });

  it("registers a module's namespace with its chunk, in English and after a language switch", async () => {
    await import("../modules/wall/i18n");
    expect(i18n.t("wall:wall.title")).toBe("Company");
    await setLanguage("ru");
    expect(i18n.t("wall:wall.title")).toBe(wallRu.wall.wall.title);
    await setLanguage("ua");
    expect(i18n.t("wall:wall.title")).toBe(wallUa.wall.wall.title);
    expect(wallUa.wall.wall.title).not.toBe(wall.wall.wall.title);
  });
});
