import type { VacancyView } from "@intranet/contracts/vacancies";
import { RichTextView } from "../../../shared/richText";
import { useVacanciesTranslation } from "../i18n";

const parts = ["description", "requirements", "conditions"] as const;

/** The vacancy's texts under "Description", "Requirements", "Conditions"; an empty one is left out. */
export function VacancyParts({ vacancy }: { vacancy: VacancyView }) {
  const { t } = useVacanciesTranslation();
  return (
    <div className="vacancies-parts">
      {parts
        .filter((part) => vacancy[part].trim())
        .map((part) => (
          <section key={part} aria-labelledby={`vacancy-${part}`} className="vacancies-part">
            <h2 id={`vacancy-${part}`} className="vacancies-section-title">
              {t(`page.parts.${part}`)}
            </h2>
            <RichTextView html={vacancy[part]} />
          </section>
        ))}
    </div>
  );
}
