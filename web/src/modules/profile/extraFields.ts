import type { UserView } from "@intranet/contracts";

/** The extra tab's texts (product-spec §2 profile tab "extra"); the skills are tags beside them. */
export const extraTextFields = ["about", "education", "hobbies"] as const;
export type ExtraTextField = (typeof extraTextFields)[number];

/** Longest text of each field (contracts/users profileFieldsSchema). */
export const extraTextMax: Record<ExtraTextField, number> = { about: 2000, education: 1000, hobbies: 1000 };

/** At most this many skills, each this long at most (contracts/users profileSkillsSchema). */
export const skillsMax = 30;
export const skillMaxLength = 50;

type ExtraParts = Pick<UserView, ExtraTextField | "skills">;

/** Whether the person has filled in anything of the extra tab. */
export function hasExtra(user: ExtraParts): boolean {
  return extraTextFields.some((field) => Boolean(user[field]?.trim())) || (user.skills?.length ?? 0) > 0;
}

/**
 * Skills typed into the tag box → the list kept: trimmed, none empty, no repeats (whatever the
 * case), each cut to the longest allowed, and no more than allowed.
 */
export function addSkills(current: readonly string[], typed: readonly string[]): string[] {
  const result = [...current];
  for (const raw of typed) {
    const skill = raw.trim().slice(0, skillMaxLength).trim();
    if (!skill || result.some((kept) => kept.toLowerCase() === skill.toLowerCase())) continue;
    if (result.length >= skillsMax) break;
    result.push(skill);
  }
  return result;
}
