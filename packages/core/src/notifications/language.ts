import { notificationLanguageOf, type NotificationLanguage } from "@intranet/contracts/notificationLanguages";
import { loadClient } from "../clients";
import { AppError } from "../platform";

/**
 * The language a person reads notifications in, as the SPA chooses its own (web/README Startup):
 * their profile's `lang`, else the company's `settings.lang`, else English (product-spec §1 default).
 * The device choice the SPA may also use is unknown here; e-mail and chat take this one.
 */
export function readerLanguage(
  user: { lang?: string | null | undefined },
  tenantLanguage: NotificationLanguage | undefined,
): NotificationLanguage {
  return notificationLanguageOf(user.lang) ?? tenantLanguage ?? "en";
}

/** The company's interface language (`settings.lang`), if it set one; a missing company has none. */
export async function tenantLanguage(tenantId: string): Promise<NotificationLanguage | undefined> {
  try {
    const client = await loadClient(tenantId);
    return notificationLanguageOf((client.settings as { lang?: string } | undefined)?.lang);
  } catch (error) {
    if (error instanceof AppError) return undefined;
    throw error;
  }
}
