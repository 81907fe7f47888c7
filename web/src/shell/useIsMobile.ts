import { breakpoints } from "@intranet/contracts/limits";
import { useMediaQuery } from "../ui/useMediaQuery";

/** Under the 769 px breakpoint (product-spec §9): mobile footer and mobile main menu instead of the side menu. */
export const mobileQuery = `(max-width: ${breakpoints.mobile - 0.02}px)`;

export function useIsMobile(): boolean {
  return useMediaQuery(mobileQuery);
}
