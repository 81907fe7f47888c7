import { eventBodySchema } from "@intranet/contracts/calendar";
import { createEvent, listMine } from "@intranet/core/calendar";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LocalRuntime } from "../runtime";
import { employeeAccount } from "./accounts";
import { screenshot, viewports } from "./artifacts";
import { hasChromium, launchChromium, missingChromiumMessage, type Browser } from "./chromium";
import { signedInPage } from "./signIn";
import { hasWebBuild, missingWebBuildMessage, sharedBrowserStack } from "./stack";

const skipReason = !hasChromium() ? missingChromiumMessage : !hasWebBuild() ? missingWebBuildMessage : null;
const DAY = 86_400_000;
const rights = ["calendar" as const, "events_create" as const];

/** Next week's Monday and Tuesday (YYYY-MM-DD, the browser's zone is the machine's): always ahead. */
function nextWeek(): { monday: string; tuesday: string } {
  const today = new Date();
  const monday = new Date(today.getTime() + (7 - ((today.getDay() + 6) % 7)) * DAY);
  const day = (at: Date) => at.toLocaleDateString("en-CA");
  return { monday: day(monday), tuesday: day(new Date(monday.getTime() + DAY)) };
}

/** The middle of a week-view slot: a day's column at a time (FullCalendar's `data-date`/`data-time`). */
async function slotPoint(page: Page, date: string, time: string) {
  const column = await page.locator(`.fc-timegrid-col[data-date="${date}"]`).boundingBox();
  const lane = await page.locator(`.fc-timegrid-slot-lane[data-time="${time}"]`).boundingBox();
  if (!column || !lane) throw new Error(`no slot ${date} ${time}`);
  return { x: column.x + column.width / 2, y: lane.y + lane.height / 2 };
}

async function dragBetween(page: Page, from: { x: number; y: number }, to: { x: number; y: number }) {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x + 2, from.y + 6, { steps: 3 });
  await page.mouse.move(to.x, to.y, { steps: 12 });
  await page.mouse.up();
}

/**
 * Issue 10's flow: an organizer selects a slot in next week's week view and creates a weekly event
 * with two colleagues; one of them, signed in elsewhere, gets the invitation live and sees it in their
 * calendar; the organizer drags one occurrence to the next day ("this event" only); on a phone the
 * calendar opens in its list view.
 */
describe.skipIf(skipReason)("the calendar in a real browser", () => {
  let runtime: LocalRuntime;
  let organizerBrowser: Browser;
  let colleagueBrowser: Browser;

  beforeAll(async () => {
    runtime = await sharedBrowserStack();
    [organizerBrowser, colleagueBrowser] = await Promise.all([launchChromium(), launchChromium()]);
  }, 120_000);

  afterAll(async () => {
    await Promise.all([organizerBrowser?.close(), colleagueBrowser?.close()]);
  });

  it("a weekly event made in the week view: invitation live, one occurrence dragged, the phone's list", async () => {
    const organizer = await employeeAccount([...rights], { firstName: "Olga", lastName: "Organizer" });
    const tenant = organizer.clientId;
    const [nick, mia] = await Promise.all([
      employeeAccount([...rights], { clientId: tenant, firstName: "Nick", lastName: "Named" }),
      employeeAccount([...rights], { clientId: tenant, firstName: "Mia", lastName: "Member" }),
    ]);
    const { monday, tuesday } = nextWeek();
    const url = runtime.gateway.url;
    const [author, colleague] = await Promise.all([
      signedInPage(organizerBrowser, url, organizer),
      signedInPage(colleagueBrowser, url, nick),
    ]);
    author.setDefaultTimeout(15_000);
    colleague.setDefaultTimeout(15_000);
    await colleague.getByRole("button", { name: "Notifications", exact: true }).waitFor();

    // Week view of next week: select 10:00–11:00 on Monday; the editor opens with that slot.
    await author.goto(`${url}/calendar/?view=week&date=${monday}`);
    await author.locator(`.fc-timegrid-col[data-date="${monday}"]`).waitFor();
    await dragBetween(author, await slotPoint(author, monday, "10:00:00"), await slotPoint(author, monday, "10:30:00"));
    const editor = author.getByRole("form", { name: "New event" });
    await editor.waitFor();
    expect(await editor.getByLabel("Start").inputValue()).toBe("10:00");
    expect(await editor.getByLabel("End").inputValue()).toBe("11:00");
    await editor.getByLabel("Name").fill("Team planning");
    await editor.getByLabel("Invite by").selectOption({ label: "People" });
    for (const name of ["Nick Named", "Mia Member"]) {
      await editor.getByLabel("Find a person…").fill(name.split(" ")[0]!);
      await editor.getByRole("button", { name }).click();
    }
    await editor.getByRole("list", { name: "Members" }).getByText("Mia Member").waitFor();
    await editor.getByLabel("Conference link").fill("https://meet.example.com/planning");
    await editor.getByLabel("Repeat").selectOption({ label: "Weekly" });
    await editor.locator("label").filter({ hasText: "After a number of times" }).click();
    await editor.getByLabel("Times", { exact: true }).fill("4");
    await screenshot(author, "calendar-editor", "desktop");
    await editor.getByRole("button", { name: "Create event" }).click();
    await author.getByText("The event “Team planning” is created").waitFor();
    await author.locator(".fc-timegrid-event", { hasText: "Team planning" }).waitFor();

    // The colleague: the invitation arrives over the WebSocket, and the event is in their calendar.
    await colleague.locator(".notification-toaster").getByText("Olga Organizer invites you: Team planning").waitFor();
    await colleague.goto(`${url}/calendar/?view=week&date=${monday}`);
    await colleague.locator(".fc-timegrid-event", { hasText: "Team planning" }).click();
    const details = colleague.getByRole("dialog", { name: "Team planning" });
    await details.getByText("Weekly on", { exact: false }).waitFor();
    await details.getByRole("button", { name: "Join" }).waitFor();
    expect(await details.getByRole("button", { name: "Edit" }).count()).toBe(0);
    await screenshot(colleague, "calendar-details", "desktop");
    await details.getByRole("button", { name: "Close" }).first().click();

    // The organizer drags Monday's occurrence to Tuesday, for this event only.
    const block = author.locator(`.fc-timegrid-col[data-date="${monday}"] .fc-timegrid-event`, {
      hasText: "Team planning",
    });
    const box = (await block.boundingBox())!;
    const target = await slotPoint(author, tuesday, "10:00:00");
    await dragBetween(author, { x: box.x + box.width / 2, y: box.y + 6 }, { x: target.x, y: target.y - 6 });
    const scope = author.getByRole("dialog", { name: "Move a recurring event" });
    await scope.getByText("This event", { exact: true }).click();
    await scope.getByRole("button", { name: "OK" }).click();
    await author.getByText("The event is moved").waitFor();
    await author
      .locator(`.fc-timegrid-col[data-date="${tuesday}"] .fc-timegrid-event`, { hasText: "Team planning" })
      .waitFor();
    await screenshot(author, "calendar-week", "desktop");

    const actor = { userId: mia.userId, tenantId: tenant, homeTenantId: tenant, roles: ["employee" as const], rights };
    const range = { from: monday, to: new Date(Date.parse(monday) + 30 * DAY).toISOString().slice(0, 10), tz: "UTC" };
    const seen = (await listMine(actor, tenant, mia.userId, range)).items;
    expect(seen.map((item) => [item.date, item.detached])).toEqual([
      [tuesday, true],
      ...[7, 14, 21].map((days) => [new Date(Date.parse(monday) + days * DAY).toISOString().slice(0, 10), false]),
    ]);

    // A phone: the calendar opens in its list of the week.
    const phone = await signedInPage(colleagueBrowser, url, mia);
    await phone.setViewportSize(viewports.phone);
    await phone.goto(`${url}/calendar/?date=${monday}`);
    await phone.locator(".fc-list").getByText("Team planning").first().waitFor();
    await screenshot(phone, "calendar-list", "phone");
    await Promise.all([author.close(), colleague.close(), phone.close()]);
  }, 180_000);

  /**
   * Issue 31: the month view wraps long titles instead of cutting them ("Engineering stand-u"), the
   * date field's placeholder is the format in words (not date-fns' "P"), and a weekly repeat ticks
   * the chosen day's weekday and lists its first dates — in en, ru and ua at 1440 and 375 px.
   */
  it("the month view and the repeat editor in every language, at 1440 and 375 px", async () => {
    const organizer = await employeeAccount([...rights], { firstName: "Frank", lastName: "Green" });
    const { monday } = nextWeek();
    const actor = {
      userId: organizer.userId,
      tenantId: organizer.clientId,
      homeTenantId: organizer.clientId,
      roles: ["employee" as const],
      rights,
    };
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    for (const [name, start, weekdays] of [
      ["Engineering stand-up", "09:30", ["MO", "WE", "FR"]],
      ["Quarterly planning with the design and sales teams", "14:00", ["MO"]],
    ] as const)
      await createEvent(
        actor,
        eventBodySchema.parse({
          name,
          date: monday,
          start,
          end: `${Number(start.slice(0, 2)) + 1}${start.slice(2)}`,
          timeZone: zone,
          members: { userIds: [organizer.userId] },
          repeat: { period: "week", weekdays, count: 6 },
        }),
      );
    const texts = {
      en: {
        create: "New event",
        repeat: "Repeat",
        weekly: "Weekly",
        placeholder: "mm/dd/yyyy",
        monday: "Mon",
        tuesday: "Tue",
      },
      ru: {
        create: "Новое событие",
        repeat: "Повтор",
        weekly: "Еженедельно",
        placeholder: "дд.мм.гггг",
        monday: "пн",
        tuesday: "вт",
      },
      ua: {
        create: "Нова подія",
        repeat: "Повтор",
        weekly: "Щотижня",
        placeholder: "дд.мм.рррр",
        monday: "пн",
        tuesday: "вт",
      },
    };
    const page = await signedInPage(organizerBrowser, runtime.gateway.url, organizer);
    page.setDefaultTimeout(15_000);
    for (const [language, text] of Object.entries(texts)) {
      // The language chosen on this device (what the login page's switch stores).
      await page.evaluate(`localStorage.setItem("lang", ${JSON.stringify(language)})`);
      for (const [width, height] of [
        [1440, 900],
        [375, 812],
      ] as const) {
        await page.setViewportSize({ width, height });
        await page.goto(`${runtime.gateway.url}/calendar/?view=month&date=${monday}`);
        await page.locator(".fc-daygrid-event", { hasText: "Engineering" }).first().waitFor();
        // Every title shows whole: none is wider than its box (a cut one scrolls inside it).
        const cut = await page
          .locator(".fc-daygrid-event .fc-event-title")
          .evaluateAll((titles) =>
            titles.filter((title) => title.scrollWidth > title.clientWidth + 1).map((title) => title.textContent),
          );
        expect(cut, `${language} ${width}px`).toEqual([]);
        const viewport = width === 375 ? "phone" : "desktop";
        await screenshot(page, `calendar-month-${language}-${width}`, viewport);

        await page.getByRole("button", { name: text.create }).click();
        const editor = page.locator(".calendar-editor");
        await editor.locator("#event-date").waitFor();
        expect(await editor.locator("#event-date").getAttribute("placeholder")).toBe(text.placeholder);
        await editor.getByLabel(text.repeat).selectOption({ label: text.weekly });
        const [year, month, day] = monday.split("-");
        await editor
          .locator("#event-date")
          .fill(language === "en" ? `${month}/${day}/${year}` : `${day}.${month}.${year}`);
        // Leaving the field closes the date picker, as a person moving on to the name does.
        await editor.locator("#event-name").click();
        await editor.locator("#event-name").fill("Engineering stand-up");
        await editor.locator(".calendar-repeat-preview li").first().waitFor();
        await editor.locator(".calendar-repeat-preview").scrollIntoViewIfNeeded();
        expect(await editor.getByRole("checkbox", { name: text.monday, exact: true }).isChecked()).toBe(true);
        await screenshot(page, `calendar-repeat-${language}-${width}`, viewport);
        // Tuesday instead of the chosen Monday: the editor says where the series would start.
        await editor.getByRole("checkbox", { name: text.tuesday, exact: true }).check({ force: true });
        await editor.getByRole("checkbox", { name: text.monday, exact: true }).uncheck({ force: true });
        await editor.locator(".calendar-repeat-elsewhere").scrollIntoViewIfNeeded();
        await screenshot(page, `calendar-repeat-elsewhere-${language}-${width}`, viewport);
        await page.keyboard.press("Escape");
        await editor.waitFor({ state: "detached" });
      }
    }
    await page.close();
  }, 240_000);
});
