import { calendarApi } from "../api";

/** Saves the event (or its whole series) as an .ics file the person opens in their calendar app. */
export async function downloadIcs(id: string): Promise<void> {
  const file = await calendarApi.ics(id);
  const url = URL.createObjectURL(new Blob([file.content], { type: "text/calendar;charset=utf-8" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = file.fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has started the download; the address is no longer needed.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
