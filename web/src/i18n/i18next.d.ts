import "i18next";
import type { addressBook } from "../modules/addressBook/i18n/en";
import type { articles } from "../modules/articles/i18n/en";
import type { birthdays } from "../modules/birthdays/i18n/en";
import type { calendar } from "../modules/calendar/i18n/en";
import type { chat } from "../modules/chat/i18n/en";
import type { clients } from "../modules/clients/i18n/en";
import type { employees } from "../modules/employees/i18n/en";
import type { groups } from "../modules/groups/i18n/en";
import type { mood } from "../modules/mood/i18n/en";
import type { notifications } from "../modules/notifications/i18n/en";
import type { polls } from "../modules/polls/i18n/en";
import type { profile } from "../modules/profile/i18n/en";
import type { search } from "../modules/search/i18n/en";
import type { shared } from "../shared/i18n/en";
import type { shop } from "../modules/shop/i18n/en";
import type { structure } from "../modules/structure/i18n/en";
import type { vacancies } from "../modules/vacancies/i18n/en";
import type { wall } from "../modules/wall/i18n/en";
import type { menu } from "../shell/menu/i18n/en";
import type { ui } from "./locales/en/ui";
import type { ErrorMessages } from "./types";

/**
 * Typed keys per namespace: the shell's `ui` (the default; the login route loads it), the shared
 * error catalogue, the menu's entries and module names (`menu`, loaded with the shell), and one
 * namespace per web module (its manifest key) typed by the module's English file.
 */
declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "ui";
    resources: {
      ui: typeof ui;
      errors: ErrorMessages;
      menu: typeof menu;
      wall: typeof wall;
      notifications: typeof notifications;
      birthdays: typeof birthdays;
      employees: typeof employees;
      clients: typeof clients;
      profile: typeof profile;
      search: typeof search;
      shared: typeof shared;
      shop: typeof shop;
      structure: typeof structure;
      addressBook: typeof addressBook;
      groups: typeof groups;
      polls: typeof polls;
      mood: typeof mood;
      calendar: typeof calendar;
      articles: typeof articles;
      vacancies: typeof vacancies;
      chat: typeof chat;
    };
  }
}
