import type { VacancySummary } from "@intranet/contracts/vacancies";
import { useLocale } from "../../shared/useDateTime";
import { useVacanciesTranslation } from "./i18n";

export type Salary = Pick<VacancySummary, "salaryFrom" | "salaryTo" | "currency">;

/** How a bound reads in the language: "from {{amount}}", "up to {{amount}}", and no salary at all. */
export interface SalaryWords {
  from: (amount: string) => string;
  upTo: (amount: string) => string;
  none: string;
}

const formatters = new Map<string, Intl.NumberFormat>();

/** Whole amounts in the vacancy's currency, its short sign ("$", "₽", "₴") in the language's place. */
function money(locale: string, currency: string): (amount: number) => string {
  const key = `${locale}|${currency}`;
  let format = formatters.get(key);
  if (!format) {
    try {
      format = new Intl.NumberFormat(locale, {
        style: "currency",
        currency,
        currencyDisplay: "narrowSymbol",
        maximumFractionDigits: 0,
      });
    } catch {
      // A code Intl does not know: the number, then the code.
      const plain = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
      return (amount) => `${plain.format(amount)} ${currency}`;
    }
    formatters.set(key, format);
  }
  return (amount) => format.format(amount);
}

/** "$3,000 – $5,000", "from 150 000 ₽", "up to $5,000", or "Salary not stated". */
export function salaryText({ salaryFrom, salaryTo, currency }: Salary, locale: string, words: SalaryWords): string {
  const format = money(locale, currency);
  if (salaryFrom != null && salaryTo != null)
    return salaryFrom === salaryTo ? format(salaryFrom) : `${format(salaryFrom)} – ${format(salaryTo)}`;
  if (salaryFrom != null) return words.from(format(salaryFrom));
  if (salaryTo != null) return words.upTo(format(salaryTo));
  return words.none;
}

/** A vacancy's salary in the interface language. */
export function useSalary(): (salary: Salary) => string {
  const { t } = useVacanciesTranslation();
  const locale = useLocale();
  const words: SalaryWords = {
    from: (amount) => t("salary.from", { amount }),
    upTo: (amount) => t("salary.upTo", { amount }),
    none: t("salary.none"),
  };
  return (salary) => salaryText(salary, locale, words);
}
