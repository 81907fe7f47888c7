/** A share as a percent in the reader's language: a little reads "<1", never "0". */
export function percentText(share: number, locale: string): string {
  if (share > 0 && share < 0.01) return `<${new Intl.NumberFormat(locale).format(1)}`;
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(share * 100);
}

/** A bar's colour for a share used: warning from 75%, danger from 90%. */
export const intentOf = (share: number) => (share >= 0.9 ? "danger" : share >= 0.75 ? "warning" : "primary");
