/** The panel's tabs in the product spec's order (templates next to the notification settings). */
export const adminTabs = [
  "data",
  "mail",
  "notifications",
  "templates",
  "files",
  "logs",
  "interface",
  "service",
  "sections",
] as const;
export type AdminTab = (typeof adminTabs)[number];
