import { FormGroup, HTMLSelect } from "@blueprintjs/core";
import { ideaStatuses, type IdeaStatus } from "@intranet/contracts/ideas";
import { useId } from "react";
import { useIdeasTranslation } from "../i18n";

/** A list's status filter: any status (null) or one. */
export function StatusFilter({
  value,
  onChange,
}: {
  value: IdeaStatus | null;
  onChange: (status: IdeaStatus | null) => void;
}) {
  const { t } = useIdeasTranslation();
  const id = useId();
  return (
    <FormGroup label={t("filter.label")} labelFor={id} inline className="ideas-filter">
      <HTMLSelect
        id={id}
        value={value ?? ""}
        onChange={(event) => onChange((event.currentTarget.value || null) as IdeaStatus | null)}
        options={[
          { value: "", label: t("filter.any") },
          ...ideaStatuses.map((status) => ({ value: status, label: t(`status.${status}`) })),
        ]}
      />
    </FormGroup>
  );
}
