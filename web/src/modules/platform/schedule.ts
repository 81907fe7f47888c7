/** A 5-field cron the platform page can say in words: every hour at a minute, or every day at a time. */
export type CronInWords = { kind: "hourly"; minute: number } | { kind: "daily"; hour: number; minute: number };

const number = (field: string | undefined) => (field && /^\d+$/.test(field) ? Number(field) : undefined);

/** The cron in words when it is one of the simple forms; otherwise null (the page shows the cron). */
export function cronInWords(cron: string): CronInWords | null {
  const fields = cron.trim().split(/\s+/);
  if (fields.length !== 5) return null;
  const [minuteField, hourField, day, month, weekday] = fields;
  const minute = number(minuteField);
  if (minute === undefined || minute > 59 || day !== "*" || month !== "*" || weekday !== "*") return null;
  if (hourField === "*") return { kind: "hourly", minute };
  const hour = number(hourField);
  return hour !== undefined && hour <= 23 ? { kind: "daily", hour, minute } : null;
}
