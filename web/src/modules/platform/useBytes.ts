import { useMemo } from "react";
import { useLocale } from "../../shared/useDateTime";

const units = ["kilobyte", "megabyte", "gigabyte", "terabyte", "petabyte"] as const;

/**
 * Sizes in the reader's language and units ("1.5 GB", "1,5 ГБ"), powers of 1024 as the storage counts
 * them; from kilobytes up, so nothing stored reads "0 KB" rather than the odd "0 byte".
 */
export function useBytes(): (bytes: number) => string {
  const locale = useLocale();
  return useMemo(() => {
    const formats = units.map(
      (unit) =>
        new Intl.NumberFormat(locale, {
          style: "unit",
          unit,
          unitDisplay: "short",
          maximumFractionDigits: 1,
        }),
    );
    return (bytes: number) => {
      let value = Math.max(0, bytes) / 1024;
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

/** A share as a percent in the reader's language: a little reads "<1", never "0". */
export function percentText(share: number, locale: string): string {
  if (share > 0 && share < 0.01) return `<${new Intl.NumberFormat(locale).format(1)}`;
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(share * 100);
}

/** A bar's colour for a share used: warning from 75%, danger from 90%. */
export const intentOf = (share: number) => (share >= 0.9 ? "danger" : share >= 0.75 ? "warning" : "primary");
