import { notificationLanguages, type NotificationLanguage } from "./notifications/builtin";
import { personName, type NameParts } from "./users/names";

/**
 * The values of automatic texts (notifications, the wall posts modules write): stored as typed
 * values, never as prose, and written out only when someone reads them, in the reader's language
 * (docs/module-guide.md "Automatic texts"). The server renders them at send time for e-mail and
 * chats (the recipient's language), the center and the wall render them again at read time.
 *
 * - a string: written as it is (a title, a comment; old records hold only strings);
 * - `{ person }`: a name, in the order the reader's language expects ("Frank Green", "Green Frank");
 * - `{ count, words }`: a number in the language's digit grouping and the word in the plural form
 *   the language's rules pick (Intl.PluralRules: en one/other, ru and uk one/few/many);
 * - `{ slot }`: a day and times as the organiser wrote them in their zone, written with Intl in the
 *   reader's language; the zone is named only when it is not the reader's.
 */
export type PluralForm = "one" | "few" | "many" | "other";
export type PluralWords = Partial<Record<NotificationLanguage, Partial<Record<PluralForm, string>>>>;
export interface AutoSlot {
  /** yyyy-mm-dd */
  date: string;
  /** HH:mm */
  startTime: string;
  endTime: string;
  /** IANA zone the times are in. */
  timeZone: string;
}
export type AutoValue =
  string | { person: NameParts & { id?: string } } | { count: number; words: PluralWords } | { slot: AutoSlot };
export type AutoParams = Record<string, AutoValue>;

export interface AutoReader {
  language: NotificationLanguage;
  /** The reader's IANA zone when known (the browser's); unknown on the server, so zones are named there. */
  timeZone?: string | undefined;
  /** "Now", for leaving out the current year (tests pin it). */
  now?: number | undefined;
}

/** `ua` is the product's code; Intl knows Ukrainian as `uk`. */
export const intlLocaleOf = (language: NotificationLanguage) => (language === "ua" ? "uk" : language);

export function pluralFormOf(count: number, language: NotificationLanguage): PluralForm {
  const form = new Intl.PluralRules(intlLocaleOf(language)).select(count);
  return form === "one" || form === "few" || form === "many" ? form : "other";
}

/** "1,000 coins", "5 монет", "21 монета": the word of the form, else the language's other forms. */
export function formatCount(count: number, language: NotificationLanguage, words: PluralWords): string {
  const own = words[language] ?? {};
  const word = own[pluralFormOf(count, language)] || own.other || own.many || own.few || own.one || "";
  return [new Intl.NumberFormat(intlLocaleOf(language)).format(count), word].filter(Boolean).join(" ");
}

const isTime = (value: string) => /^\d{2}:\d{2}$/.test(value);

/** "3 December, 08:30 – 09:15" / "3 декабря, 08:30–09:15" (+ " (GMT+2)" when the zone is not the reader's). */
export function formatSlot(slot: AutoSlot, reader: AutoReader): string {
  const [year, month, day] = slot.date.split("-").map(Number) as [number, number, number];
  // The wall-clock values are written as UTC instants and formatted in UTC: no zone arithmetic.
  const at = (time: string) => {
    const [hour, minute] = time.split(":").map(Number) as [number, number];
    return Date.UTC(year, month - 1, day, hour, minute);
  };
  const locale = intlLocaleOf(reader.language);
  const thisYear = new Date(reader.now ?? Date.now()).getUTCFullYear();
  const format = new Intl.DateTimeFormat(locale, {
    day: "numeric",
    month: "long",
    ...(year === thisYear ? {} : { year: "numeric" }),
    ...(isTime(slot.startTime) ? { hour: "2-digit", minute: "2-digit" } : {}),
    timeZone: "UTC",
  });
  const start = at(isTime(slot.startTime) ? slot.startTime : "00:00");
  let text = format.format(start);
  if (isTime(slot.startTime) && isTime(slot.endTime) && slot.endTime !== slot.startTime) {
    const end = at(slot.endTime);
    // An end before the start is the next day's.
    text = format.formatRange(start, end < start ? end + 86_400_000 : end);
  }
  if (reader.timeZone && sameClock(reader.timeZone, slot.timeZone, start)) return text;
  const zone = offsetName(locale, slot.timeZone, start);
  return zone ? `${text} (${zone})` : text;
}

/** "GMT+2" for a zone at an instant; undefined for a zone Intl does not know. */
function offsetName(locale: string, timeZone: string, at: number): string | undefined {
  try {
    return new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: "shortOffset" })
      .formatToParts(at)
      .find((part) => part.type === "timeZoneName")?.value;
  } catch {
    return undefined;
  }
}

/** Whether two zones show the same clock then (London and UTC in winter): naming one adds nothing. */
const sameClock = (one: string, other: string, at: number) =>
  one === other || (offsetName("en", one, at) ?? one) === (offsetName("en", other, at) ?? other);

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null;

/** One value in the reader's language; anything unknown reads empty. */
export function autoValueText(value: unknown, reader: AutoReader): string {
  if (typeof value === "string") return value;
  if (!isObject(value)) return "";
  if (isObject(value.person)) return personName(value.person as unknown as NameParts, reader.language);
  if (typeof value.count === "number" && isObject(value.words))
    return formatCount(value.count, reader.language, value.words as PluralWords);
  if (isObject(value.slot)) return formatSlot(value.slot as unknown as AutoSlot, reader);
  return "";
}

const languageSuffix = new RegExp(`^(.+)_(${notificationLanguages.join("|")})$`);

/**
 * Every value written in the reader's language. Records stored before values were typed carried an
 * amount once per language (`coins_en`, `coins_ru`, `coins_ua`): the reader's one also answers to
 * the plain name (`coins`), so old notifications read right with today's texts.
 */
export function autoValuesIn(params: Record<string, unknown>, reader: AutoReader): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of Object.entries(params)) {
    values[name] = autoValueText(value, reader);
    const perLanguage = languageSuffix.exec(name);
    if (perLanguage?.[2] === reader.language && !Object.hasOwn(params, perLanguage[1]!))
      values[perLanguage[1]!] = values[name];
  }
  return values;
}

/** A person as a value: the name parts (and id) only, so the reader's language orders them. */
export const personValue = (person: NameParts & { userId?: string }): AutoValue => ({
  person: {
    firstName: person.firstName,
    lastName: person.lastName,
    ...(person.middleName ? { middleName: person.middleName } : {}),
    ...(person.userId ? { id: person.userId } : {}),
  },
});
