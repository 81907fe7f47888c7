import { autoValuesIn, type AutoReader } from "./autoTexts";
import { builtinNotifications } from "./generated/notifications";
import type { NotificationLanguage, NotificationTexts } from "./notifications/builtin";

import { fillNotificationText } from "./notificationLanguages";

export { chatMoreNames, fillNotificationText, notificationLanguageOf } from "./notificationLanguages";
export {
  type BuiltinNotification,
  type BuiltinNotifications,
  notificationLanguages,
  type NotificationLanguage,
  type NotificationTexts,
} from "./notifications/builtin";

/** Code → language → texts, from every module's built-in notifications (notifications/builtin.ts). */
export const builtinNotificationTexts: Record<
  string,
  Record<NotificationLanguage, NotificationTexts>
> = /* @__PURE__ */ Object.fromEntries(Object.entries(builtinNotifications).map(([code, { texts }]) => [code, texts]));

/** The built-in texts of a code in a language, if the code is built in. */
export function builtinNotificationText(code: string, language: NotificationLanguage): NotificationTexts | undefined {
  return Object.hasOwn(builtinNotificationTexts, code) ? builtinNotificationTexts[code]![language] : undefined;
}

/**
 * A stored notification's built-in texts filled with its typed values (autoTexts.ts) for a reader:
 * the center's read-time rendering (the SPA, in the language it shows) and tests share it. Old
 * records' string values read as they are. Undefined for a code that is not built in.
 */
export function builtinNotificationIn(
  code: string,
  params: Record<string, unknown>,
  reader: AutoReader,
): NotificationTexts | undefined {
  const texts = builtinNotificationText(code, reader.language);
  if (!texts) return undefined;
  const values = autoValuesIn(params, reader);
  return {
    title: fillNotificationText(texts.title, values),
    short: fillNotificationText(texts.short, values),
    full: fillNotificationText(texts.full, values),
  };
}
