import type { ClientCloned, CloneCounts, ClonePartOutcome } from "@intranet/contracts/clients";
import { Link } from "react-router-dom";
import { FormAlert } from "../../forms/FormAlert";
import { translateCode } from "../../i18n/translateMessage";
import { usePlural } from "../../i18n/usePlural";
import { useClientsTranslation } from "./i18n";

type Counted = "departments" | "folders" | "restricted" | "groups" | "services" | "templates" | "fields";

/** What a clone made: the new company, each chosen part's counts, and the parts that failed with why. */
export function CloneOutcome({ cloned }: { cloned: ClientCloned }) {
  const { t } = useClientsTranslation();
  const plural = usePlural();
  const count = (key: Counted, value: number) => t(`clone.counts.${key}_${plural(value)}`, { count: value });
  const copiedText = (copy: Extract<ClonePartOutcome, { copied: unknown }>): string => {
    const said: string[] = [];
    const add = (key: Counted, value: number, always = true) => {
      if (always || value > 0) said.push(count(key, value));
    };
    switch (copy.part) {
      case "structure":
        add("departments", copy.copied.departments);
        break;
      case "knowledgeBase": {
        const { folders, restricted } = copy.copied as CloneCounts["knowledgeBase"];
        add("folders", folders);
        add("restricted", restricted, false);
        break;
      }
      case "services": {
        const { groups, services, templates } = copy.copied as CloneCounts["services"];
        add("groups", groups);
        add("services", services);
        add("templates", templates, false);
        break;
      }
      case "notifications": {
        const { templates, defaults } = copy.copied as CloneCounts["notifications"];
        said.push(t(`clone.counts.notificationTemplates_${plural(templates)}`, { count: templates }));
        if (defaults) said.push(t("clone.counts.defaults"));
        break;
      }
      case "ai":
        add("fields", (copy.copied as CloneCounts["ai"]).fields);
        break;
    }
    return said.join(", ");
  };
  const failed = cloned.copies.filter((copy) => "failed" in copy);
  return (
    <>
      <FormAlert intent="success">
        <p className="clone-outcome-title">{t("maintenance.cloned", { name: cloned.name })}</p>
        {cloned.copies.some((copy) => "copied" in copy) ? (
          <ul className="clone-outcome">
            {cloned.copies.flatMap((copy) =>
              "copied" in copy ? (
                <li key={copy.part}>
                  <strong>{t(`clone.parts.${copy.part}`)}</strong>: {copiedText(copy)}
                </li>
              ) : (
                []
              ),
            )}
          </ul>
        ) : null}
        <p className="clone-outcome-open">
          <Link to={`/clients/${encodeURIComponent(cloned._id)}`}>{t("clone.open")}</Link>
        </p>
      </FormAlert>
      {failed.length ? (
        <FormAlert intent="danger">
          <p className="clone-outcome-title">{t("clone.failed")}</p>
          <ul className="clone-outcome">
            {failed.map((copy) => (
              <li key={copy.part}>
                <strong>{t(`clone.parts.${copy.part}`)}</strong>:{" "}
                {t("clone.notCopied", { reason: "failed" in copy ? translateCode(t, copy.failed) : "" })}
              </li>
            ))}
          </ul>
        </FormAlert>
      ) : null}
    </>
  );
}
