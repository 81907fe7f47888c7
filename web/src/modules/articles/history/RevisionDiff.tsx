import { useArticlesTranslation } from "../i18n";
import { blockDiff, type DiffRow } from "./blockDiff";

/** One row: a kept block dimmed, an added or removed one marked whole, a changed one word by word. */
function Row({ row }: { row: DiffRow }) {
  const { t } = useArticlesTranslation();
  if (row.kind === "changed")
    return (
      <p className="articles-diff-row changed">
        {row.parts.map((part, index) =>
          part.added ? (
            <ins key={index} title={t("history.added")}>
              {part.value}
            </ins>
          ) : part.removed ? (
            <del key={index} title={t("history.removed")}>
              {part.value}
            </del>
          ) : (
            <span key={index}>{part.value}</span>
          ),
        )}
      </p>
    );
  if (row.kind === "added")
    return (
      <p className="articles-diff-row added">
        <ins title={t("history.added")}>{row.text}</ins>
      </p>
    );
  if (row.kind === "removed")
    return (
      <p className="articles-diff-row removed">
        <del title={t("history.removed")}>{row.text}</del>
      </p>
    );
  return <p className="articles-diff-row same">{row.text}</p>;
}

/** What changed between a revision's text and the current one, block by block. */
export function RevisionDiff({ before, after }: { before: string; after: string }) {
  const { t } = useArticlesTranslation();
  const rows = blockDiff(before, after);
  if (rows.every((row) => row.kind === "same")) return <p className="articles-muted">{t("history.noChange")}</p>;
  return (
    <div className="articles-diff">
      {rows.map((row, index) => (
        <Row key={index} row={row} />
      ))}
    </div>
  );
}
