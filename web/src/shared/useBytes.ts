import { useMemo } from "react";
import { useLocale } from "./useDateTime";

const units = ["byte", "kilobyte", "megabyte", "gigabyte", "terabyte", "petabyte"] as const;

/**
 * Sizes in the reader's language and units ("1.5 GB", "1,5 ГБ"), powers of 1024 as the storage
 * counts them. `fromKilobytes` (storage totals): nothing reads in bytes, so a little is "0.2 KB".
 */
export function useBytes({ fromKilobytes = false }: { fromKilobytes?: boolean } = {}): (bytes: number) => string {
  const locale = useLocale();
  return useMemo(() => {
    const formats = units.map(
      (unit, index) =>
        new Intl.NumberFormat(locale, {
          style: "unit",
          unit,
          // "210 bytes", not "210 byte" (the short form of a byte is the singular in English).
          unitDisplay: index === 0 ? "long" : "short",
          maximumFractionDigits: index === 0 ? 0 : 1,
        }),
    );
    const first = fromKilobytes ? 1 : 0;
    return (bytes: number) => {
      let value = Math.max(0, bytes) / 1024 ** first;
      let unit = first;
      // Compare the rounded figure, so 1023.96 KB reads "1 MB", not "1024 KB".
      while (Math.round(value * 10) / 10 >= 1024 && unit < units.length - 1) {
        value /= 1024;
        unit += 1;
      }
      return formats[unit]!.format(value);
    };
  }, [locale, fromKilobytes]);
}
