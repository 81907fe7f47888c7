/**
 * Cron expressions: the product writes standard 5-field cron (croner runs it locally); EventBridge
 * Scheduler wants its own 6-field form. No imports: stacks/ (the SST config) converts the job
 * table's schedules with this file too.
 */
const DAY_NAMES = ["SUN", "MON", "TUE", "WED", "THU", "FRI", "SAT"];

/** A standard day-of-week value: 0-7 (Sunday is 0 or 7) or a name. */
function standardDay(day: string): number {
  const named = DAY_NAMES.indexOf(day.toUpperCase());
  const value = named >= 0 ? named : Number(day);
  if (!Number.isInteger(value) || value < 0 || value > 7) throw new Error(`Invalid day of week "${day}"`);
  return value;
}

/** Standard numbering (Sunday 0 or 7) → AWS numbering (Sunday 1 … Saturday 7). */
const awsDay = (day: number) => (day % 7) + 1;

/**
 * Converts a standard day-of-week field to AWS's numbering. Ranges and steps are expanded to a
 * list (AWS allows no step there, and a range may wrap past Sunday); `d#n` and `dL` keep their suffix.
 */
function toAwsDayOfWeek(field: string): string {
  const nth = /^(\w+)#([1-5])$/.exec(field);
  if (nth) return `${awsDay(standardDay(nth[1]!))}#${nth[2]}`;
  const lastOfMonth = /^(\w+)L$/.exec(field);
  if (lastOfMonth) return `${awsDay(standardDay(lastOfMonth[1]!))}L`;
  const days = new Set<number>();
  for (const item of field.split(",")) {
    const [range, stepText] = item.split("/") as [string, string | undefined];
    const step = stepText === undefined ? 1 : Number(stepText);
    if (!Number.isInteger(step) || step < 1) throw new Error(`Invalid step in day of week "${item}"`);
    const bounds = range.split("-");
    const from = range === "*" ? 0 : standardDay(bounds[0]!);
    // "a/step" runs from a to the end of the week, as in cron.
    const to = range === "*" ? 6 : bounds[1] !== undefined ? standardDay(bounds[1]) : stepText ? 6 : from;
    if (to < from) throw new Error(`Invalid day-of-week range "${item}"`);
    for (let day = from; day <= to; day += step) days.add(awsDay(day));
  }
  return compressRuns([...days].sort((a, b) => a - b));
}

/** [2,3,4,5,6] → "2-6", [1,6,7] → "1,6-7". */
function compressRuns(sorted: number[]): string {
  const parts: string[] = [];
  for (let start = 0; start < sorted.length;) {
    let end = start;
    while (end + 1 < sorted.length && sorted[end + 1] === sorted[end]! + 1) end++;
    parts.push(end > start ? `${sorted[start]}-${sorted[end]}` : String(sorted[start]));
    start = end + 1;
  }
  return parts.join(",");
}

/**
 * EventBridge Scheduler wants 6 fields `cron(m h dom mon dow year)` with `?` in exactly one of the
 * day fields. A 5-field expression restricting BOTH day fields means "either" in cron and cannot be
 * expressed in AWS, so it is refused.
 */
export function toAwsCron(cron: string): string {
  const fields = cron.trim().split(/\s+/);
  if (fields.length !== 5) throw new Error(`Expected a 5-field cron expression, got "${cron}"`);
  const [minute, hour, dayOfMonth, month, dayOfWeek] = fields as [string, string, string, string, string];
  if (dayOfWeek === "*") return `cron(${minute} ${hour} ${dayOfMonth} ${month} ? *)`;
  if (dayOfMonth !== "*") throw new Error(`AWS cannot run on day-of-month OR day-of-week: "${cron}"`);
  return `cron(${minute} ${hour} ? ${month} ${toAwsDayOfWeek(dayOfWeek)} *)`;
}
