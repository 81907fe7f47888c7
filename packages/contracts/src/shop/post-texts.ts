import type { AutoPostTexts } from "../autoPostTexts";

/**
 * The shop's automatic wall posts (autoPostTexts.ts says how to write them): an accrual published.
 * `person` is the recipient, `coins` the amount (coins.ts `coinsValue`); the achievement's name and
 * the comment are the company's own words. Russian and Ukrainian use the present tense, which does
 * not take the person's gender.
 */
export const shopPostTexts = {
  "shop.coins": {
    en: ["{{person}} received {{coins}}", "Achievement: {{achievement}}", "{{comment}}"],
    ru: ["{{person}} получает {{coins}}", "Достижение: {{achievement}}", "{{comment}}"],
    ua: ["{{person}} отримує {{coins}}", "Досягнення: {{achievement}}", "{{comment}}"],
  },
  "shop.award": {
    en: ["{{person}} received an award", "Achievement: {{achievement}}", "{{comment}}"],
    ru: ["{{person}} получает награду", "Достижение: {{achievement}}", "{{comment}}"],
    ua: ["{{person}} отримує нагороду", "Досягнення: {{achievement}}", "{{comment}}"],
  },
} as const satisfies AutoPostTexts;
