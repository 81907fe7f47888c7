import type { AutoPostTexts } from "../autoPostTexts";

/** The vacancies module's automatic wall posts (autoPostTexts.ts says how to write them). */
export const vacanciesPostTexts = {
  "vacancy.opened": {
    en: ["New vacancy: {{title}}", '<a href="{{link}}">Open the vacancy</a>'],
    ru: ["Новая вакансия: {{title}}", '<a href="{{link}}">Открыть вакансию</a>'],
    ua: ["Нова вакансія: {{title}}", '<a href="{{link}}">Відкрити вакансію</a>'],
  },
} as const satisfies AutoPostTexts;
