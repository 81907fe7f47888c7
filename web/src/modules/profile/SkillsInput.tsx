import { Icon, Tag } from "@blueprintjs/core";
import { useState, type KeyboardEvent } from "react";
import { addSkills } from "./extraFields";
import { useProfileTranslation } from "./i18n";

interface SkillsInputProps {
  id: string;
  value: string[];
  onChange: (skills: string[]) => void;
  describedBy?: string;
  invalid?: boolean;
}

/** Splits what was typed or pasted at commas, semicolons and line ends. */
const split = (text: string) => text.split(/[,;\n\r]+/);

/**
 * The skills as removable tags and a box to type more: Enter, a comma or leaving the box adds what
 * was typed (a pasted list adds each); Backspace in the empty box takes the last tag back to edit.
 */
export function SkillsInput({ id, value, onChange, describedBy, invalid = false }: SkillsInputProps) {
  const { t } = useProfileTranslation();
  const [draft, setDraft] = useState("");
  const commit = (text: string) => {
    if (text.trim()) onChange(addSkills(value, split(text)));
    setDraft("");
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Enter" || event.key === ",") {
      event.preventDefault();
      commit(draft);
    } else if (event.key === "Backspace" && !draft && value.length) {
      event.preventDefault();
      setDraft(value[value.length - 1] ?? "");
      onChange(value.slice(0, -1));
    }
  };
  return (
    <div className={`bp6-input profile-skills-input${invalid ? " bp6-intent-danger" : ""}`}>
      {value.length ? (
        <ul className="profile-skills">
          {value.map((skill, index) => (
            <li key={skill}>
              <Tag minimal round intent="primary">
                <span className="profile-skill-text">{skill}</span>
                <button
                  type="button"
                  className="profile-skill-remove"
                  aria-label={t("extra.removeSkill", { skill })}
                  onClick={() => onChange(value.filter((_, at) => at !== index))}
                >
                  <Icon icon="small-cross" size={14} />
                </button>
              </Tag>
            </li>
          ))}
        </ul>
      ) : null}
      <input
        id={id}
        className="profile-skills-draft"
        value={draft}
        placeholder={t("extra.skillsPlaceholder")}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        onChange={(event) => {
          const text = event.currentTarget.value;
          if (/[,;\n\r]/.test(text)) commit(text);
          else setDraft(text);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => commit(draft)}
      />
    </div>
  );
}
