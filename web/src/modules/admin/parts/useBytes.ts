import { useMemo } from "react";
import { useLocale } from "../../../shared/useDateTime";

const units = ["byte", "kilobyte", "megabyte", "gigabyte", "terabyte"] as const;

/** Sizes in the reader's language and units ("1.5 GB", "1,5 ГБ"), powers of 1024 as the storage counts them. */
export function useBytes(): (bytes: number) => string {
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
    return (bytes: number) => {
      let value = Math.max(0, bytes);
      let unit = 0;
      // Compare the rounded figure, so 1023.96 KB reads "1 MB", not "1024 KB".
      while (Math.round(value * 10) / 10 >= 1024 && unit < units.length - 1) {
        value /= 1024;
        unit += 1;
      }
      return formats[unit]!.format(value);
    };
  }, [locale]);
}
