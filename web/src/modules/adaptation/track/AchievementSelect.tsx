import { HTMLSelect } from "@blueprintjs/core";
import { useQuery } from "@tanstack/react-query";
import { adaptApi, adaptKeys } from "../api";
import { useAdaptTranslation } from "../i18n";

/** The shop's achievements to give (none chosen: coins only); a company without the shop offers none. */
export function AchievementSelect({
  id,
  client,
  value,
  onChange,
  label,
}: {
  id?: string;
  client: string;
  value: string | null;
  onChange: (id: string | null) => void;
  label?: string;
}) {
  const { t } = useAdaptTranslation();
  const achievements = useQuery({
    queryKey: adaptKeys.achievements(client),
    queryFn: () => adaptApi.achievements(client),
    retry: false,
    staleTime: 5 * 60_000,
  });
  const items = achievements.data?.items ?? [];
  if (achievements.isSuccess && !items.length && !value)
    return <p className="adapt-muted">{t("step.noAchievements")}</p>;
  if (achievements.isError && !value) return <p className="adapt-muted">{t("step.noAchievements")}</p>;
  return (
    <HTMLSelect
      id={id}
      aria-label={label}
      value={value ?? ""}
      onChange={(event) => onChange(event.currentTarget.value || null)}
      options={[
        { value: "", label: t("step.noAchievement") },
        ...items.map((item) => ({ value: item._id, label: item.name })),
        ...(value && !items.some((item) => item._id === value) ? [{ value, label: "…" }] : []),
      ]}
    />
  );
}
