import { Card } from "@blueprintjs/core";
import type { IdeaView } from "@intranet/contracts/ideas";
import { useDateTime } from "../../../shared/useDateTime";
import { useIdeasTranslation } from "../i18n";
import { StatusTag } from "../StatusTag";

/** The idea's statuses, newest first: which, who moved it (its author sent it), when, a decline's reason. */
export function StatusHistory({ idea, nameOf }: { idea: IdeaView; nameOf: (id: string) => string }) {
  const { t } = useIdeasTranslation();
  const when = useDateTime();
  const entries = [...idea.statuses].reverse();
  return (
    <Card className="ideas-side-card">
      <h2 className="ideas-section-title">{t("idea.history")}</h2>
      <ol className="ideas-history">
        {entries.map((entry, index) => (
          <li key={`${entry.at}-${index}`} className="ideas-history-entry">
            <div className="ideas-history-head">
              <StatusTag status={entry.status} />
              <span className="ideas-muted">{when(entry.at)}</span>
            </div>
            <div>
              {entry.byId
                ? t("idea.movedBy", { name: nameOf(entry.byId) })
                : t("idea.arrived", { name: nameOf(idea.authorId) })}
            </div>
            {entry.reason ? (
              <div className="ideas-reason">
                {t(entry.status === "declined" ? "idea.reason" : "idea.note", { reason: entry.reason })}
              </div>
            ) : null}
          </li>
        ))}
      </ol>
    </Card>
  );
}
