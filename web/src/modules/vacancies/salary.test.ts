import { describe, expect, it } from "vitest";
import { vacancies as en } from "./i18n/en";
import { vacancies as ru } from "./i18n/ru";
import { vacancies as ua } from "./i18n/ua";
import { salaryText, type Salary, type SalaryWords } from "./salary";

const wordsOf = (texts: typeof en.salary): SalaryWords => ({
  from: (amount) => texts.from.replace("{{amount}}", amount),
  upTo: (amount) => texts.upTo.replace("{{amount}}", amount),
  none: texts.none,
});
/** Intl separates thousands and the sign with no-break spaces: compare with plain ones. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");
const salary = (salaryFrom: number | null, salaryTo: number | null, currency: string): Salary => ({
  salaryFrom,
  salaryTo,
  currency,
});

describe("a vacancy's salary", () => {
  it("in English: a range, a lower or an upper bound, in the vacancy's currency", () => {
    const say = (value: Salary) => plain(salaryText(value, "en", wordsOf(en.salary)));
    expect(say(salary(3000, 5000, "USD"))).toBe("$3,000 – $5,000");
    expect(say(salary(null, 5000, "USD"))).toBe("up to $5,000");
    expect(say(salary(150000, null, "RUB"))).toBe("from ₽150,000");
    expect(say(salary(4000, 4000, "EUR"))).toBe("€4,000");
    expect(say(salary(null, null, "USD"))).toBe("Salary not stated");
  });

  it("in Russian: the sign after the amount, thousands apart", () => {
    const say = (value: Salary) => plain(salaryText(value, "ru", wordsOf(ru.salary)));
    expect(say(salary(150000, null, "RUB"))).toBe("от 150 000 ₽");
    expect(say(salary(3000, 5000, "USD"))).toBe("3 000 $ – 5 000 $");
    expect(say(salary(null, 900000, "KZT"))).toBe("до 900 000 ₸");
    expect(say(salary(null, null, "RUB"))).toBe("Зарплата не указана");
  });

  it("in Ukrainian, with hryvnias and pounds", () => {
    const say = (value: Salary) => plain(salaryText(value, "uk", wordsOf(ua.salary)));
    expect(say(salary(40000, 60000, "UAH"))).toBe("40 000 ₴ – 60 000 ₴");
    expect(say(salary(2500, null, "GBP"))).toBe("від 2 500 £");
    expect(say(salary(null, null, "UAH"))).toBe("Зарплату не вказано");
  });

  it("a currency Intl does not know still reads: the amount and its code", () => {
    expect(plain(salaryText(salary(1000, null, "ZZ1"), "en", wordsOf(en.salary)))).toBe("from 1,000 ZZ1");
  });
});
