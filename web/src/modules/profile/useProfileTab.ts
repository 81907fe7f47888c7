import { useSearchParams } from "react-router-dom";
import { selectedTab, type ProfileTab } from "./profileTabs";

/** The selected tab, kept in the URL (`?tab=contacts`; the main tab has none), and how to change it. */
export function useProfileTab(visible: readonly ProfileTab[]): [ProfileTab, (tab: ProfileTab) => void] {
  const [params, setParams] = useSearchParams();
  const tab = selectedTab(params.get("tab"), visible);
  const select = (next: ProfileTab) => {
    const changed = new URLSearchParams(params);
    if (next === "main") changed.delete("tab");
    else changed.set("tab", next);
    setParams(changed, { replace: true });
  };
  return [tab, select];
}
