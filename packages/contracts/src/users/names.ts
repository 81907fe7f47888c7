/** The parts of a person's name every view of a person carries. */
export interface NameParts {
  firstName: string;
  lastName: string;
  middleName?: string | null;
}

/**
 * A person's name in the order the reader's language expects (the SPA and server texts alike):
 * English "Chloe Davis" (a patronymic does not go in an English name); Russian and Ukrainian
 * "Davis Chloe", with the patronymic after the first name ("Петров Иван Сергеевич"), the order of
 * company directories there.
 */
export function personName(person: NameParts, lang: string): string {
  const parts =
    lang === "ru" || lang === "ua"
      ? [person.lastName, person.firstName, person.middleName]
      : [person.firstName, person.lastName];
  return parts.filter(Boolean).join(" ");
}
