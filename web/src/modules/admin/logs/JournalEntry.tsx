import { Button, Tag } from "@blueprintjs/core";
import type { JournalEntryView } from "@intranet/contracts/journal";
import { usePersonName } from "../../../shared/usePersonName";
import { useAdminTranslation } from "../i18n";
import { admin as english } from "../i18n/en";
import { useFeatureName } from "../parts/useFeatureName";
import { ChangeList } from "./ChangeList";

const targetTypes = new Set(Object.keys(english.targets));
const roleKeys = new Set(Object.keys(english.roles));

/** Who made a change, as the journal kept their name, in the reader's language's order. */
export function useActorName() {
  const { t } = useAdminTranslation();
  const name = usePersonName();
  return (actor: JournalEntryView["actor"]) =>
    actor.firstName || actor.lastName
      ? name({ firstName: actor.firstName ?? "", lastName: actor.lastName ?? "" })
      : t("logs.entry.unknownPerson");
}

/** An entry's short fact in words: a role or a module by its name, anything else as the journal wrote it. */
function useDetail() {
  const { t } = useAdminTranslation();
  const featureName = useFeatureName();
  return (entry: JournalEntryView): string | null => {
    const detail = entry.detail;
    if (!detail) return null;
    if (entry.action === "feature.switch") {
      // The change line names the module already.
      if (entry.changes.length) return null;
      return featureName(detail);
    }
    if (roleKeys.has(detail)) return t(`roles.${detail as keyof typeof english.roles}`);
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
  const who = actorName(entry.actor);
  const target = entry.target;
  const targetLabel = target ? (target.label ?? target.id) : null;
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
          {entry.actor.superadmin ? (
            <Tag minimal intent="warning" className="admin-tag">
              {t("logs.entry.superadmin")}
            </Tag>
          ) : null}
        </div>
        <p className="admin-entry-action">
          <span>{t(`actions.${entry.action}`)}</span>
          {target && targetLabel ? (
            <>
              {targetTypes.has(target.type) ? (
                <span className="admin-muted"> · {t(`targets.${target.type as keyof typeof english.targets}`)}: </span>
              ) : (
                <span className="admin-muted"> · </span>
              )}
              {onTarget ? (
                <Button
                  variant="minimal"
                  size="small"
                  className="admin-entry-link"
                  text={targetLabel}
                  title={t("logs.entry.onlyTarget", { name: targetLabel })}
                  onClick={() => onTarget(target.id)}
                />
              ) : (
                <span className="admin-entry-name">{targetLabel}</span>
              )}
            </>
          ) : null}
          {detail ? <span className="admin-muted"> · {detail}</span> : null}
        </p>
        <ChangeList changes={entry.changes} more={entry.moreChanges} />
      </div>
    </li>
  );
}
