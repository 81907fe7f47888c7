import type { UserView } from "@intranet/contracts";
import { useState } from "react";
import { Controller, FormProvider, useForm } from "react-hook-form";
import { FormAlert } from "../../forms/FormAlert";
import { applyServerIssues } from "../../forms/serverIssues";
import { errorText } from "../../i18n/errorText";
import { translateMessage } from "../../i18n/translateMessage";
import { profileApi } from "./api";
import { extraTextFields, extraTextMax, skillsMax } from "./extraFields";
import { SkillsInput } from "./SkillsInput";
import { TextAreaField } from "../../ui/TextAreaField";
import { extraResolver, type ExtraValues } from "./schemas";
import { useStoreUser } from "./useStoreUser";
import { useProfileTranslation } from "./i18n";
import { showToast } from "../../ui/toast";
import { FormActions } from "./FormActions";

const fields = [...extraTextFields, "skills"] as const;

/**
 * The extra tab's form (PUT /api/user/{id}): about, education, hobbies (an emptied text is
 * cleared) and the skills as tags (Enter, a comma or leaving the box adds one).
 */
export function ExtraForm({ user, onDone }: { user: UserView; onDone: () => void }) {
  const { t } = useProfileTranslation();
  const store = useStoreUser();
  const [failure, setFailure] = useState<unknown>(null);
  const form = useForm<ExtraValues, unknown, object>({
    resolver: extraResolver,
    defaultValues: {
      about: user.about ?? "",
      education: user.education ?? "",
      hobbies: user.hobbies ?? "",
      skills: user.skills ?? [],
    },
  });
  // The raw values, not the resolver's (which leaves emptied texts out): an emptied text clears it.
  const submit = form.handleSubmit(async () => {
    const values = form.getValues();
    setFailure(null);
    try {
      const saved = await profileApi.update(user._id, {
        about: values.about.trim(),
        education: values.education.trim(),
        hobbies: values.hobbies.trim(),
        skills: values.skills,
      });
      store(saved);
      void showToast(t("saved"));
      onDone();
    } catch (error) {
      if (!applyServerIssues(error, fields, form.setError)) setFailure(error);
    }
  });
  const skillsError = form.formState.errors.skills;
  return (
    <FormProvider {...form}>
      <form className="cabinet-tab profile-form" onSubmit={submit} noValidate aria-label={t("extra.label")}>
        {failure ? <FormAlert intent="danger">{errorText(t, failure)}</FormAlert> : null}
        {extraTextFields.map((field, index) => (
          <TextAreaField
            key={field}
            name={field}
            label={t(`extra.${field}`)}
            maxLength={extraTextMax[field]}
            rows={field === "about" ? 5 : 3}
            autoFocus={index === 0}
          />
        ))}
        <Controller
          control={form.control}
          name="skills"
          render={({ field }) => (
            <div className={`bp6-form-group${skillsError ? " bp6-intent-danger" : ""}`}>
              <label className="bp6-label" htmlFor="profile-skills-input">
                {t("extra.skills")}
              </label>
              <div className="bp6-form-content">
                <SkillsInput
                  id="profile-skills-input"
                  value={field.value}
                  onChange={field.onChange}
                  describedBy="profile-skills-help"
                  invalid={!!skillsError}
                />
                <div className="bp6-form-helper-text" id="profile-skills-help">
                  {skillsError?.message
                    ? translateMessage(t, skillsError.message)
                    : t("extra.skillsHint", { count: field.value.length, max: skillsMax })}
                </div>
              </div>
            </div>
          )}
        />
        <FormActions saving={form.formState.isSubmitting} onCancel={onDone} />
      </form>
    </FormProvider>
  );
}
