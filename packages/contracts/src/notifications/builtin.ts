import type { NotificationSection } from "./schemas";

/**
 * The built-in notification texts in every interface language (product-spec §1: ru, ua, en; default
 * en, fallback ru), shared by the server (it renders e-mail and chat posts in the recipient's
 * language, and stores the center text in it) and the SPA (it renders a stored notification's
 * template code and values in the reader's current language). A tenant's own template of a code
 * replaces these in every language (its administrators wrote it for their people).
 *
 * Each module writes its own in `<module>/notification-texts.ts` (`…Notifications`, gathered by
 * `npm run gen`). Placeholders are `{{name}}`; values are HTML-escaped when filled in, so a rendered
 * text is HTML-safe. Russian and Ukrainian texts name the person in the nominative and avoid
 * past-tense verbs (which take the person's gender): "{{actor}} благодарит вас", not
 * "поблагодарил(а)". Names read "First Last" in every language (notify's `displayName`).
 */
export const notificationLanguages = ["en", "ru", "ua"] as const;
export type NotificationLanguage = (typeof notificationLanguages)[number];

export interface NotificationTexts {
  title: string;
  short: string;
  full: string;
}

/** A built-in notification: the template a company gets until it writes its own of the code. */
export interface BuiltinNotification {
  /** The template's name in the admin screens. */
  name: string;
  /** The section the module files it under (the recipient's settings per section). */
  section: NotificationSection;
  /** The values its texts may name (`{{recipient}}` and `{{link}}` are always there). */
  variables: readonly string[];
  texts: Readonly<Record<NotificationLanguage, NotificationTexts>>;
}

/** A module's built-in notifications by code (codes are stable: modules notify by code). */
export type BuiltinNotifications = Readonly<Record<string, BuiltinNotification>>;
