import { FormGroup, HTMLSelect, InputGroup } from "@blueprintjs/core";
import { useQuery } from "@tanstack/react-query";
import { idpApi, idpKeys } from "../api";
import { useIdpTranslation } from "../i18n";

/**
 * A course for the employee to complete: chosen among the company's published courses when the
 * caller may list them (course admins); anyone else names it by its id (the API checks it exists).
 */
export function CourseField({ id, value, onChange }: { id: string; value: string; onChange: (id: string) => void }) {
  const { t } = useIdpTranslation();
  const courses = useQuery({ queryKey: idpKeys.courses(), queryFn: idpApi.courses, retry: false, staleTime: 60_000 });
  const listed = courses.data?.items ?? [];
  if (courses.isSuccess)
    return (
      <FormGroup label={t("task.course")} labelFor={id} helperText={t("task.courseSelectHelp")}>
        <HTMLSelect
          id={id}
          fill
          value={value}
          onChange={(event) => onChange(event.currentTarget.value)}
          options={[
            { value: "", label: t("task.noCourse") },
            ...listed.map((course) => ({ value: course._id, label: course.title })),
            ...(value && !listed.some((course) => course._id === value) ? [{ value, label: value }] : []),
          ]}
        />
      </FormGroup>
    );
  return (
    <FormGroup label={t("task.course")} labelFor={id} helperText={t("task.courseHelp")}>
      <InputGroup id={id} value={value} maxLength={64} onValueChange={onChange} />
    </FormGroup>
  );
}
