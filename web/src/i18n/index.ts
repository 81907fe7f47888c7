import i18next, { type BackendModule, type ReadCallback } from "i18next";
import { initReactI18next } from "react-i18next";
import { readStored, writeStored } from "../session/storage";
import { messages as en } from "./locales/en";
import type { LanguageMessages } from "./types";
import { defaultLanguage, fallbackLanguage, htmlLang, isLanguage, languages, type Language } from "./languages";

/**
 * i18next with en, ru and ua (default en, fallback ru). English is bundled with the first screen;
 * ru and ua are fetched as their own chunks when needed, so the login route stays small.
 */
const lazyMessages: Record<Exclude<Language, "en">, () => Promise<{ messages: LanguageMessages }>> = {
  ru: () => import("./locales/ru"),
  ua: () => import("./locales/ua"),
};

/** A module's texts in ru and ua, each its own chunk (English comes with the module's chunk). */
export type ModuleTextLoaders = Record<Exclude<Language, "en">, () => Promise<object>>;

/** The registered module namespaces (see `registerTexts`). */
const moduleTexts = new Map<string, ModuleTextLoaders>();

const lazyBackend: BackendModule = {
  type: "backend",
  init: () => undefined,
  read(language: string, namespace: string, callback: ReadCallback) {
    if (!isLanguage(language) || language === "en") return callback(null, {});
    const module = moduleTexts.get(namespace);
    if (module) {
      module[language]().then(
        (texts) => callback(null, texts as never),
        (error: unknown) => callback(error as Error, null),
      );
      return;
    }
    lazyMessages[language]().then(
      ({ messages }) => callback(null, messages[namespace as keyof LanguageMessages]),
      (error: unknown) => callback(error as Error, null),
    );
  },
};

export const i18n = i18next.createInstance();

/** The language to start with: the one chosen on this device, else the default. */
export function initialLanguage(): Language {
  const stored = readStored("lang");
  return isLanguage(stored) ? stored : defaultLanguage;
}

export const i18nReady = i18n
  .use(lazyBackend)
  .use(initReactI18next)
  .init({
    lng: initialLanguage(),
    // English is complete by type (types.ts), so it never falls back: the ru texts are not fetched
    // for an English screen (the login route's budget). ru and ua fall back to ru.
    fallbackLng: { en: [], default: [fallbackLanguage] },
    supportedLngs: languages,
    ns: ["ui", "errors"],
    defaultNS: "ui",
    // Copies: adding the whole error catalogue later (loadAllErrorTexts) must not change these modules.
    resources: { en: { ui: { ...en.ui }, errors: { ...en.errors } } },
    partialBundledLanguages: true,
    interpolation: { escapeValue: false },
    react: { useSuspense: true },
  });

document.documentElement.lang = htmlLang(initialLanguage());
i18n.on("languageChanged", (language) => {
  if (isLanguage(language)) document.documentElement.lang = htmlLang(language);
});

/**
 * Registers a module's i18n namespace (its manifest key) when the module's chunk loads: English at
 * once (it ships in that chunk), ru / ua through the backend — now when the current language needs
 * them, later on a language switch (i18next reloads every namespace it has for the new language).
 */
export function registerTexts(namespace: string, en: object, others: ModuleTextLoaders): void {
  if (moduleTexts.has(namespace)) return;
  moduleTexts.set(namespace, others);
  i18n.addResourceBundle("en", namespace, en);
  void i18n.loadNamespaces(namespace);
}

/**
 * Adds the whole English error catalogue (its own chunk; the first screen carries only the public
 * screens' codes). The signed-in shell calls it when it mounts; once is enough.
 */
let allErrors: Promise<void> | undefined;
export function loadAllErrorTexts(): Promise<void> {
  allErrors ??= import("./locales/en/allErrors").then(({ errors }) => {
    i18n.addResourceBundle("en", "errors", errors, true, false);
  });
  return allErrors;
}

/** Switches the interface language and remembers it on this device. */
export async function setLanguage(language: Language): Promise<void> {
  writeStored("lang", language);
  if (i18n.language !== language) await i18n.changeLanguage(language);
}

export function currentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : defaultLanguage;
}
