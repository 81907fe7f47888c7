import type { NotificationView } from "@intranet/contracts";
import { builtinNotificationIn, notificationLanguageOf } from "@intranet/contracts/notificationTexts";

/**
 * A notification's title and body in the language the reader reads now. The server stores a
 * built-in template's code and typed values (people, amounts, times: contracts' autoTexts.ts) with
 * each notification it made from one (and the texts in the reader's language at that time); the
 * SPA fills the same texts in the current language, names in its order, times in its format (in
 * the browser's zone, so a time there names no zone). Explicit texts and a company's own templates
 * have no code: their stored text is what everyone reads. Values are escaped when filled in, so
 * the result is HTML-safe like the server's text.
 */
export function localizedNotification(
  notification: Pick<NotificationView, "title" | "body" | "template" | "params">,
  language: string,
): { title: string; body: string } {
  const reader = notificationLanguageOf(language);
  const texts =
    notification.template && notification.params && reader
      ? builtinNotificationIn(notification.template, notification.params, {
          language: reader,
          timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
        })
      : undefined;
  if (!texts) return { title: notification.title, body: notification.body };
  return { title: texts.title, body: texts.short };
}
