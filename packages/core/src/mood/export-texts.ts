/** The mood export's sheet and headers in the reader's language (rules spec §8 Clients' mood export). */
export type MoodExportLang = "en" | "ru" | "ua";

export const moodExportTexts: Record<
  MoodExportLang,
  { sheet: string; company: string; columns: { date: string; group: string; ratings: string; average: string } }
> = {
  en: {
    sheet: "Mood",
    company: "Whole company",
    columns: { date: "Date", group: "Group", ratings: "Ratings", average: "Average" },
  },
  ru: {
    sheet: "Настроение",
    company: "Вся компания",
    columns: { date: "Дата", group: "Группа", ratings: "Оценок", average: "Среднее" },
  },
  ua: {
    sheet: "Настрій",
    company: "Уся компанія",
    columns: { date: "Дата", group: "Група", ratings: "Оцінок", average: "Середнє" },
  },
};
