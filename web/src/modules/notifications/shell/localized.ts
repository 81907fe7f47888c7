import type { NotificationView } from "@intranet/contracts";
import {
  builtinNotificationText,
  fillNotificationText,
  notificationLanguageOf,
} from "@intranet/contracts/notificationTexts";

/**
 * A notification's title and body in the language the reader reads now. The server stores a
 * built-in template's code and values with each notification it made from one (and the texts in
 * the reader's language at that time); the SPA fills the same texts (contracts'
 * notificationTexts.ts) in the current language, so switching the language switches them too.
 * Explicit texts and a company's own templates have no code: their stored text is what everyone
 * reads. Values are escaped when filled in, so the result is HTML-safe like the server's text.
 */
export function localizedNotification(
  notification: Pick<NotificationView, "title" | "body" | "template" | "params">,
  language: string,
): { title: string; body: string } {
  const reader = notificationLanguageOf(language);
  const texts =
    notification.template && notification.params && reader
      ? builtinNotificationText(notification.template, reader)
      : undefined;
  if (!texts) return { title: notification.title, body: notification.body };
  return {
    title: fillNotificationText(texts.title, notification.params!),
    body: fillNotificationText(texts.short, notification.params!),
  };
}
