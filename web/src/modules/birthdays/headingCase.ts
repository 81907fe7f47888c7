/**
 * A date that starts a heading, with only its first letter raised: "Воскресенье, 29 ноября", never
 * "29 Ноября" (CSS `capitalize` raised the month too, which ru and ua write in lower case).
 */
export function headingCase(text: string, locale: string): string {
  return text.charAt(0).toLocaleUpperCase(locale) + text.slice(1);
}
