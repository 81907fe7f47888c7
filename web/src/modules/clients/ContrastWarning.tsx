import { Callout } from "@blueprintjs/core";
import type { ContrastIssue } from "./contrast";
import { useClientsTranslation } from "./i18n";

/** The design's colours that make text hard to read, each with its ratio and the themes it fails in. */
export function ContrastWarning({ id, issues }: { id: string; issues: ContrastIssue[] }) {
  const { t, i18n } = useClientsTranslation();
  const ratio = (value: number) => value.toLocaleString(i18n.language === "ua" ? "uk" : i18n.language);
  return (
    <div id={id} className="design-contrast">
      <Callout intent="warning" title={t("design.contrast.title")}>
        <ul>
          {issues.map((issue) => (
            <li key={issue.pair}>
              {t(`design.contrast.${issue.pair}`, { ratio: ratio(issue.ratio) })}
              {issue.themes.length === 1 ? ` (${t(`design.contrast.${issue.themes[0]!}`)})` : null}
            </li>
          ))}
        </ul>
        <p>{t("design.contrast.need")}</p>
      </Callout>
    </div>
  );
}
