import { useSearchParams } from "react-router-dom";

/**
 * A page's tabs kept in the address (`?tab=`), so a tab can be linked to, reloaded and gone back
 * to: the current tab (an unknown or absent one is `first`) and the setter Blueprint's `Tabs`
 * calls (`onChange={setTab}`). The first tab leaves the address clean.
 */
export function useUrlTab<T extends string>(tabs: readonly T[], first: T): [T, (next: string | number) => void] {
  const [params, setParams] = useSearchParams();
  const tab = tabs.find((key) => key === params.get("tab")) ?? first;
  const setTab = (next: string | number) => setParams(next === first ? {} : { tab: String(next) }, { replace: true });
  return [tab, setTab];
}
