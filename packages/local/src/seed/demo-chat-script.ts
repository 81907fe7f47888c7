/**
 * What the demo chats say (demo-chat.ts writes them): who wrote what, and when. `@{login}` is a
 * mention of that person (`<@userId>` once seeded).
 */

/** When a message was sent: at a clock time (UTC) so many working days ago, or minutes ago today. */
export type DemoWhen = { workdaysAgo: number; at: string } | { minutesAgo: number };

export interface DemoLine {
  when: DemoWhen;
  from: string;
  text: string;
  /** The start of the earlier message this one replies to. */
  replyTo?: string;
  /** A picture sent with the message (a generated PNG of that name). */
  image?: string;
}

export interface DemoConversation {
  /** A group room's name; none: the private chat of `owner` and the one other member. */
  name?: string;
  /** Who created the room (a group's first admin). */
  owner: string;
  members: string[];
  lines: DemoLine[];
  /** Where some members stopped reading (the start of the last message they read); the others read everything. */
  readUpTo: Record<string, string>;
}

const day = (workdaysAgo: number, at: string): DemoWhen => ({ workdaysAgo, at });
const ago = (minutesAgo: number): DemoWhen => ({ minutesAgo });
const line = (when: DemoWhen, from: string, text: string, more: Partial<DemoLine> = {}): DemoLine => ({
  when,
  from,
  text,
  ...more,
});

/** The company room: most people, four days of small talk and work; Grace has a mention and five unread. */
const companyChat: DemoConversation = {
  name: "Company chat",
  owner: "demo-admin",
  // Everyone but Jack and Isla, who have not joined yet.
  members: [
    "ben.carter",
    "chloe.davis",
    "daniel.evans",
    "emma.foster",
    "frank.green",
    "grace.hill",
    "henry.irwin",
    "kate.lewis",
    "liam.moore",
    "mia.nash",
  ],
  lines: [
    line(
      day(3, "09:02"),
      "demo-admin",
      "Good morning, everyone! This is our company chat: quick questions, news, anything that doesn't need an email.",
    ),
    line(day(3, "09:05"), "ben.carter", "Great idea. Let's keep it friendly and short."),
    line(day(3, "09:11"), "daniel.evans", "Does anyone know if the printer on the 3rd floor works again?"),
    line(day(3, "09:14"), "liam.moore", "Fixed yesterday afternoon, printed a brochure this morning."),
    line(day(3, "09:15"), "daniel.evans", "Thanks!"),
    line(day(3, "12:20"), "emma.foster", "Anyone up for lunch at the Italian place? Leaving at 12:30."),
    line(day(3, "12:22"), "kate.lewis", "Count me in"),
    line(
      day(2, "08:47"),
      "frank.green",
      "Heads-up: the new search goes live tonight at 19:00. It may be slow for a few minutes.",
    ),
    line(day(2, "08:52"), "chloe.davis", "Thanks for the warning. Is the demo environment affected?"),
    line(day(2, "08:55"), "frank.green", "No, the demo stays as it is until Monday."),
    line(day(2, "14:20"), "demo-admin", "Reminder: please send me your summer vacation plans by Friday."),
    line(day(2, "14:31"), "emma.foster", "Done!"),
    line(day(2, "16:05"), "mia.nash", "Two drafts of the new office poster. Which one do you like?", {
      image: "office-poster-drafts.png",
    }),
    line(day(2, "16:09"), "liam.moore", "The second one, definitely."),
    line(day(2, "16:12"), "ben.carter", "Agree with Liam. Nice work, Mia!"),
    line(day(1, "09:30"), "grace.hill", "Search went live without trouble. Thanks for reporting the two small bugs!"),
    line(day(1, "09:34"), "henry.irwin", "Both are fixed in today's release."),
    line(day(1, "11:02"), "chloe.davis", "We signed the Northern Supplies contract! Big thanks to Daniel."),
    line(day(1, "11:03"), "ben.carter", "Fantastic news. Well done!"),
    line(day(1, "11:10"), "daniel.evans", "Team effort: Emma wrote most of the proposal."),
    line(
      day(1, "15:45"),
      "liam.moore",
      "Does anyone have good photos from the summer party? We need one for the website.",
    ),
    line(day(1, "15:50"), "demo-admin", "I'll send you the album link.", { replyTo: "Does anyone have good photos" }),
    line(
      ago(180),
      "frank.green",
      "@{grace.hill} could you look at the login problem Chloe's customers reported? Details are in the ticket.",
    ),
    line(ago(172), "chloe.davis", "Thanks! It's ticket 482."),
    line(ago(95), "emma.foster", "There's cake in the 3rd floor kitchen, help yourselves."),
    line(ago(93), "henry.irwin", "On my way"),
    line(ago(40), "demo-admin", "Don't forget the all-hands on Thursday: Q4 results and time for questions."),
  ],
  readUpTo: {
    "grace.hill": "I'll send you the album",
    "mia.nash": "Agree with Liam",
    "liam.moore": "Thanks! It's ticket 482.",
    "kate.lewis": "Both are fixed",
  },
};

/** Grace and Frank, her head of engineering: planning the sprint; read to the end on both sides. */
const graceAndFrank: DemoConversation = {
  owner: "frank.green",
  members: ["grace.hill"],
  lines: [
    line(day(2, "10:15"), "frank.green", "Hi Grace, do you have time for sprint planning tomorrow?"),
    line(day(2, "10:21"), "grace.hill", "Sure. 10:00?"),
    line(day(2, "10:22"), "frank.green", "Perfect, I'll book the small meeting room."),
    line(day(1, "17:40"), "grace.hill", "I've added my estimates to the planning doc."),
    line(day(1, "17:52"), "frank.green", "Looks good. Let's move single sign-on to the next sprint."),
    line(day(1, "17:53"), "grace.hill", "Works for me."),
  ],
  readUpTo: {},
};

/** Grace and Mia, the designer: the icons Grace waits for; Mia's last two messages are unread. */
const graceAndMia: DemoConversation = {
  owner: "grace.hill",
  members: ["mia.nash"],
  lines: [
    line(day(1, "13:05"), "grace.hill", "Hi Mia! Do you have the new icons for the settings page?"),
    line(day(1, "13:20"), "mia.nash", "Almost done, I'll send them tomorrow morning."),
    line(day(1, "13:21"), "grace.hill", "No rush, thank you!"),
    line(ago(26), "mia.nash", "Here they are: the whole set is in the shared Design folder."),
    line(ago(25), "mia.nash", "Tell me if the sizes work for you."),
  ],
  readUpTo: { "grace.hill": "No rush" },
};

export const demoConversations: DemoConversation[] = [companyChat, graceAndFrank, graceAndMia];
