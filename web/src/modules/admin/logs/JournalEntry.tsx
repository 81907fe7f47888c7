import { Button, Tag } from "@blueprintjs/core";
import type { JournalEntryView } from "@intranet/contracts/journal";
import { usePersonName } from "../../../shared/usePersonName";
import { useAdminTranslation } from "../i18n";
import { admin as english } from "../i18n/en";
import { useDataNames } from "../parts/useDataNames";
import { useFeatureName } from "../parts/useFeatureName";
import { builtinTemplateName, useTemplateLanguage } from "../templates/templateTexts";
import { ChangeList } from "./ChangeList";

/**
 * Who made a change, as the journal kept their name, in the reader's language's order; a superadmin
 * the journal has no name of is "Superadmin".
 */
export function useActorName() {
  const { t } = useAdminTranslation();
  const name = usePersonName();
  return (actor: JournalEntryView["actor"]) =>
    actor.firstName || actor.lastName
      ? name({ firstName: actor.firstName ?? "", lastName: actor.lastName ?? "" })
      : actor.superadmin
        ? t("logs.entry.superadmin")
        : t("logs.entry.unknownPerson");
}

const has = (table: object, key: string | undefined): key is string => !!key && Object.hasOwn(table, key);

/**
 * What an entry is about: its label (a service task or a collection of data by its name), or only
 * its kind when it has none.
 */
function useTarget() {
  const { t } = useAdminTranslation();
  const language = useTemplateLanguage();
  const names = useDataNames();
  const label = (target: NonNullable<JournalEntryView["target"]>) => {
    if (target.type === "maintenance" && has(english.tasks, target.label))
      return t(`tasks.${target.label as keyof typeof english.tasks}`);
    if (target.type === "collection" && target.label) return names.collection(target.label);
    // A template is labelled by its code: a built-in one is named in the reader's language.
    if (target.type === "template" && target.label) return builtinTemplateName(target.label, language) ?? target.label;
    return target.label ?? null;
  };
  return (target: NonNullable<JournalEntryView["target"]>) => ({
    kind: has(english.targets, target.type) ? t(`targets.${target.type as keyof typeof english.targets}`) : null,
    label: label(target),
  });
}

/**
 * An entry's short fact in words: a role, a module, a service task, a test mail's outcome, an
 * import's counts by their names; anything else as the journal wrote it. Null when it repeats
 * what the entry shows already.
 */
function useDetail() {
  const { t } = useAdminTranslation();
  const featureName = useFeatureName();
  return (entry: JournalEntryView): string | null => {
    const detail = entry.detail;
    if (!detail || detail === entry.target?.label) return null;
    if (entry.action === "feature.switch") return entry.changes.length ? null : featureName(detail);
    if (entry.action === "mail.test") {
      if (detail === "sent") return t("details.sent");
      if (detail.startsWith("failed: ")) return t("details.failed", { reason: detail.slice("failed: ".length) });
    }
    if (entry.action === "files.delete" && /^\d+$/.test(detail))
      return t("details.filesDeleted", { count: Number(detail) });
    if (has(english.tasks, detail)) return t(`tasks.${detail as keyof typeof english.tasks}`);
    const roleApplied = /^(\w+): (\d+)$/.exec(detail);
    if (entry.action === "rights.role" && roleApplied && has(english.roles, roleApplied[1]))
      return t("details.roleApplied", {
        role: t(`roles.${roleApplied[1] as keyof typeof english.roles}`),
        count: Number(roleApplied[2]),
      });
    const imported = /^rows (\d+), created (\d+), updated (\d+), unchanged (\d+), failed (\d+)$/.exec(detail);
    if (imported) {
      const [, rows, created, updated, unchanged, failed] = imported;
      return t("details.imported", { rows, created, updated, unchanged, failed });
    }
    if (has(english.roles, detail)) return t(`roles.${detail as keyof typeof english.roles}`);
    return detail;
  };
}

/**
 * One change in the journal: when (the time; the day is the list's heading), who (a superadmin
 * tagged), what in words, about what, and each field before → after. The person and the object
 * filter the journal to themselves.
 */
export function JournalEntry({
  entry,
  time,
  onActor,
  onTarget,
}: {
  entry: JournalEntryView;
  time: string;
  onActor: ((id: string) => void) | null;
  onTarget: ((id: string) => void) | null;
}) {
  const { t } = useAdminTranslation();
  const actorName = useActorName();
  const detail = useDetail()(entry);
  const targetText = useTarget();
  const language = useTemplateLanguage();
  // Deleting the company's version of a built-in template gives the built-in texts back: said so.
  const actionText = (shown: JournalEntryView) =>
    shown.action === "template.delete" &&
    shown.target?.label &&
    builtinTemplateName(shown.target.label, language) !== undefined
      ? t("logs.entry.templateReset")
      : t(`actions.${shown.action}`);
  const who = actorName(entry.actor);
  const named = !!(entry.actor.firstName || entry.actor.lastName);
  const target = entry.target;
  const about = target ? targetText(target) : null;
  return (
    <li className="admin-entry">
      <time className="admin-entry-time" dateTime={entry.at}>
        {time}
      </time>
      <div className="admin-entry-main">
        <div className="admin-entry-who">
          {onActor ? (
            <Button
              variant="minimal"
              size="small"
              className="admin-entry-link"
              text={who}
              title={t("logs.entry.onlyPerson", { name: who })}
              onClick={() => onActor(entry.actor.userId)}
            />
          ) : (
            <span className="admin-entry-name">{who}</span>
          )}
          {entry.actor.superadmin && named ? (
            <Tag minimal intent="warning" className="admin-tag">
              {t("logs.entry.superadmin")}
            </Tag>
          ) : null}
        </div>
        <p className="admin-entry-action">
          <span>{actionText(entry)}</span>
          {target && about && (about.kind || about.label) ? (
            <>
              <span className="admin-muted">
                {" · "}
                {about.kind ? `${about.kind}${about.label ? ": " : ""}` : null}
              </span>
              {about.label && onTarget ? (
                <Button
                  variant="minimal"
                  size="small"
                  className="admin-entry-link"
                  text={about.label}
                  title={t("logs.entry.onlyTarget", { name: about.label })}
                  onClick={() => onTarget(target.id)}
                />
              ) : about.label ? (
                <span className="admin-entry-name">{about.label}</span>
              ) : null}
            </>
          ) : null}
          {detail ? <span className="admin-muted"> · {detail}</span> : null}
        </p>
        <ChangeList changes={entry.changes} more={entry.moreChanges} />
      </div>
    </li>
  );
}
