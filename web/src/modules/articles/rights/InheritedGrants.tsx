import type { Grant } from "@intranet/contracts/audiences";
import { useAudienceLabel } from "../../../shared/useAudienceLabel";
import { useArticlesTranslation } from "../i18n";

/** The folder's grants a node follows, read-only: "May read: Sales, Kyiv". Nothing given: the top folder's rule. */
export function InheritedGrants({ clientId, grants }: { clientId: string; grants: readonly Grant[] }) {
  const { t } = useArticlesTranslation();
  const label = useAudienceLabel(clientId);
  if (!grants.length) return <p className="articles-muted">{t("rights.inheritTop")}</p>;
  const levels = (["write", "read", "none"] as const).filter((level) => grants.some((grant) => grant.level === level));
  return (
    <dl className="articles-inherited" aria-label={t("rights.inherited")}>
      {levels.map((level) => (
        <div key={level}>
          <dt>{t(`rights.${level}`)}</dt>
          <dd>
            {grants
              .filter((grant) => grant.level === level)
              .map((grant) => label(grant.audience))
              .join(", ")}
          </dd>
        </div>
      ))}
    </dl>
  );
}
