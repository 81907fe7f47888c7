import { named, writeTransaction } from "../db";
import { AppError, newId } from "../platform";
import { db } from "./entities";

/** Templates per transaction. */
const BATCH = 50;

export interface NotificationsCopied {
  templates: number;
  /** 1 when the company's default channels were copied. */
  defaults: number;
}

/**
 * A clone's notifications (clients' clone): the company's own templates (its versions of built-in
 * ones and those it made) under new ids, and its default channels, copied into a company that has
 * none yet (a template already there is `notifications.template_exists`). Never a person's own
 * channel choices, and never the chat integrations: their bots and webhooks are the other
 * company's, and their secrets never leave it.
 */
export async function copyNotificationSetup(from: string, to: string): Promise<NotificationsCopied> {
  const { entities } = db();
  const [{ data: templates }, { data: defaults }] = await Promise.all([
    entities.notificationTemplate.query.byCode({ clientId: from }).go({ pages: "all" }),
    entities.notificationDefaults.get({ clientId: from }).go(),
  ]);
  const at = new Date().toISOString();
  for (let start = 0; start < templates.length; start += BATCH) {
    const batch = templates.slice(start, start + BATCH);
    const outcome = await writeTransaction((e) =>
      batch.map((template, index) =>
        named(
          `template.${index}`,
          e.notificationTemplate
            .create({
              clientId: to,
              code: template.code,
              templateId: newId(),
              name: template.name,
              title: template.title,
              short: template.short,
              full: template.full,
              variables: template.variables,
              createdAt: at,
            })
            .commit(),
        ),
      ),
    );
    if (!outcome.ok) throw new AppError(outcome.conflicted ? "common.conflict" : "notifications.template_exists");
  }
  if (defaults)
    await entities.notificationDefaults
      .create({
        clientId: to,
        ...(defaults.channels !== undefined ? { channels: defaults.channels } : {}),
        ...(defaults.sections !== undefined ? { sections: defaults.sections } : {}),
        ...(defaults.likes !== undefined ? { likes: defaults.likes } : {}),
        updatedAt: at,
      })
      .go();
  return { templates: templates.length, defaults: defaults ? 1 : 0 };
}
