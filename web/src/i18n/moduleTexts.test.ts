import { describe, expect, it } from "vitest";
import * as addressBook from "../modules/addressBook/i18n/en";
import * as addressBookRu from "../modules/addressBook/i18n/ru";
import * as addressBookUa from "../modules/addressBook/i18n/ua";
import * as articles from "../modules/articles/i18n/en";
import * as articlesRu from "../modules/articles/i18n/ru";
import * as articlesUa from "../modules/articles/i18n/ua";
import * as groups from "../modules/groups/i18n/en";
import * as groupsRu from "../modules/groups/i18n/ru";
import * as groupsUa from "../modules/groups/i18n/ua";
import * as mood from "../modules/mood/i18n/en";
import * as moodRu from "../modules/mood/i18n/ru";
import * as moodUa from "../modules/mood/i18n/ua";
import * as search from "../modules/search/i18n/en";
import * as searchRu from "../modules/search/i18n/ru";
import * as searchUa from "../modules/search/i18n/ua";
import * as shop from "../modules/shop/i18n/en";
import * as shopRu from "../modules/shop/i18n/ru";
import * as shopUa from "../modules/shop/i18n/ua";
import * as structure from "../modules/structure/i18n/en";
import * as structureRu from "../modules/structure/i18n/ru";
import * as structureUa from "../modules/structure/i18n/ua";
import * as calendar from "../modules/calendar/i18n/en";
import * as calendarRu from "../modules/calendar/i18n/ru";
import * as calendarUa from "../modules/calendar/i18n/ua";
import * as chat from "../modules/chat/i18n/en";
import * as chatRu from "../modules/chat/i18n/ru";
import * as chatUa from "../modules/chat/i18n/ua";
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
import * as polls from "../modules/polls/i18n/en";
import * as pollsRu from "../modules/polls/i18n/ru";
import * as pollsUa from "../modules/polls/i18n/ua";
import * as profile from "../modules/profile/i18n/en";
import * as profileRu from "../modules/profile/i18n/ru";
import * as profileUa from "../modules/profile/i18n/ua";
import * as menu from "../shell/menu/i18n/en";
import * as menuRu from "../shell/menu/i18n/ru";
import * as menuUa from "../shell/menu/i18n/ua";
import * as shared from "../shared/i18n/en";
import * as sharedRu from "../shared/i18n/ru";
import * as sharedUa from "../shared/i18n/ua";
import * as vacancies from "../modules/vacancies/i18n/en";
import * as vacanciesRu from "../modules/vacancies/i18n/ru";
import * as vacanciesUa from "../modules/vacancies/i18n/ua";
import * as wall from "../modules/wall/i18n/en";
import * as wallRu from "../modules/wall/i18n/ru";
import * as wallUa from "../modules/wall/i18n/ua";
import { leaves, placeholders } from "../test/textLeaves";
import { setLanguage, i18n } from ".";
import { messages as loginEn } from "./locales/en";
import { messages as loginRu } from "./locales/ru";
import { messages as loginUa } from "./locales/ua";

const first = (file: object) => Object.values(file)[0] as object;
const namespaces: Record<string, readonly [object, object, object]> = {
  addressBook: [addressBook, addressBookRu, addressBookUa],
  articles: [articles, articlesRu, articlesUa],
  groups: [groups, groupsRu, groupsUa],
  mood: [mood, moodRu, moodUa],
  search: [search, searchRu, searchUa],
  shop: [shop, shopRu, shopUa],
  structure: [structure, structureRu, structureUa],
  birthdays: [birthdays, birthdaysRu, birthdaysUa],
  calendar: [calendar, calendarRu, calendarUa],
  chat: [chat, chatRu, chatUa],
  clients: [clients, clientsRu, clientsUa],
  employees: [employees, employeesRu, employeesUa],
  menu: [menu, menuRu, menuUa],
  notifications: [notifications, notificationsRu, notificationsUa],
  polls: [polls, pollsRu, pollsUa],
  profile: [profile, profileRu, profileUa],
  shared: [shared, sharedRu, sharedUa],
  vacancies: [vacancies, vacanciesRu, vacanciesUa],
  wall: [wall, wallRu, wallUa],
};

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

  it("keys inside a namespace carry no module prefix (wall:tabs.news, not wall:wall.tabs.news)", () => {
    for (const [namespace, [en]] of Object.entries(namespaces))
      for (const prefix of [namespace, "notices"]) expect(Object.keys(first(en)), namespace).not.toContain(prefix);
  });

  it("keeps module texts out of the shell's namespace", () => {
    for (const key of [...Object.keys(namespaces), "notices", "modules"])
      expect(Object.keys(loginEn.ui), key).not.toContain(key);
  });

  // What the login route loads: `ui` and `errors` in the screen's language (locales/<lang>/index.ts).
  // A menu entry's or module's name there means module texts leaked onto it; they belong to `menu`.
  const loginTexts = { en: loginEn, ru: loginRu, ua: loginUa };
  const menuTexts = { en: menu.menu, ru: menuRu.menu, ua: menuUa.menu };
  /** Login-route texts that only happen to read like a name: the developer panel's "Company" field. */
  const sameWordOnly = new Set(["ui.shell.devInfo.client"]);
  for (const language of ["en", "ru", "ua"] as const)
    it(`${language}: the login route's texts hold no menu entry or module name`, () => {
      const names = new Set(leaves(menuTexts[language]).values());
      const found = [...leaves(loginTexts[language])].filter(
        ([key, text]) => names.has(text) && !sameWordOnly.has(key),
      );
      expect(found).toEqual([]);
      expect(names.size).toBeGreaterThan(30);
    });

  it("registers a module's namespace with its chunk, in English and after a language switch", async () => {
    await import("../modules/wall/i18n");
    expect(i18n.t("wall:title")).toBe("Company");
    await setLanguage("ru");
    expect(i18n.t("wall:title")).toBe(wallRu.wall.title);
    await setLanguage("ua");
    expect(i18n.t("wall:title")).toBe(wallUa.wall.title);
    expect(wallUa.wall.title).not.toBe(wall.wall.title);
  });
});
