import { TabPanel } from "@blueprintjs/core";
import type { ReactNode } from "react";
import "./tabsPanel.css";

/**
 * The panel of a Blueprint `Tabs` whose tabs carry no `panel` (the page draws it below): it has the
 * id the selected tab's aria-controls points to and is named by that tab (axe's
 * aria-valid-attr-value, issue 30). No margin of its own: the page lays it out.
 */
export function TabsPanel({
  tabsId,
  tabId,
  className,
  children,
}: {
  tabsId: string;
  tabId: string;
  className?: string;
  children: ReactNode;
}) {
  const classes = className ? `tabs-panel ${className}` : "tabs-panel";
  return <TabPanel id={tabId} parentId={tabsId} selectedTabId={tabId} className={classes} panel={<>{children}</>} />;
}
