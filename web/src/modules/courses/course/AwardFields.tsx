import { FormGroup, HTMLSelect, NumericInput } from "@blueprintjs/core";
import { courseLimits, type CourseAward } from "@intranet/contracts/courses";
import { useQuery } from "@tanstack/react-query";
import { courseKeys, coursesApi } from "../api";
import { useCoursesTranslation } from "../i18n";

/** The award paid once on completion: the shop's coins and/or an achievement (a company without the shop offers none). */
export function AwardFields({
  client,
  value,
  onChange,
  disabled,
}: {
  client: string;
  value: CourseAward | null;
  onChange: (award: CourseAward | null) => void;
  disabled?: boolean;
}) {
  const { t } = useCoursesTranslation();
  const achievements = useQuery({
    queryKey: courseKeys.achievements(client),
    queryFn: () => coursesApi.achievements(client),
    retry: false,
    staleTime: 5 * 60_000,
  });
  const coins = value?.coins ?? 0;
  const achievementId = value?.achievementId ?? null;
  const set = (next: CourseAward) => onChange(next.coins || next.achievementId ? next : null);
  const items = achievements.data?.items ?? [];
  return (
    <div className="courses-settings-grid">
      <FormGroup label={t("editor.coins")} labelFor="course-coins">
        <NumericInput
          id="course-coins"
          min={0}
          max={courseLimits.coinsMax}
          value={coins}
          disabled={disabled}
          fill
          onValueChange={(next) =>
            set({ coins: Number.isFinite(next) ? Math.max(0, Math.round(next)) : 0, achievementId })
          }
        />
      </FormGroup>
      {items.length ? (
        <FormGroup label={t("editor.achievement")} labelFor="course-achievement">
          <HTMLSelect
            id="course-achievement"
            fill
            disabled={disabled}
            value={achievementId ?? ""}
            onChange={(event) => set({ coins, achievementId: event.currentTarget.value || null })}
            options={[
              { value: "", label: t("editor.noAward") },
              ...items.map((item) => ({ value: item._id, label: item.name })),
            ]}
          />
        </FormGroup>
      ) : null}
    </div>
  );
}
