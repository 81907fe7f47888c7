import { HTMLSelect } from "@blueprintjs/core";
import type { UseQueryResult } from "@tanstack/react-query";
import { useAdaptTranslation } from "../i18n";

/**
 * A choice among things another module lists (the shop's achievements, the company's polls): its
 * first option says what choosing none means (`first`); a chosen thing the list no longer holds
 * stays chosen; when there is nothing to choose from, `none` says so instead of an empty select.
 */
export function ChoiceSelect({
  id,
  label,
  value,
  onChange,
  query,
  first,
  none,
}: {
  id?: string | undefined;
  label?: string | undefined;
  value: string | null;
  onChange: (id: string | null) => void;
  query: UseQueryResult<{ items: Array<{ _id: string; name: string }> }>;
  first: { label: string; disabled?: boolean };
  none: string;
}) {
  const { t } = useAdaptTranslation();
  const items = query.data?.items ?? [];
  if ((query.isError || (query.isSuccess && !items.length)) && !value) return <p className="adapt-muted">{none}</p>;
  return (
    <HTMLSelect
      id={id}
      aria-label={label}
      value={value ?? ""}
      onChange={(event) => onChange(event.currentTarget.value || null)}
      options={[
        { value: "", ...first },
        ...items.map((item) => ({ value: item._id, label: item.name })),
        ...(value && !items.some((item) => item._id === value) ? [{ value, label: t("step.gone") }] : []),
      ]}
    />
  );
}
