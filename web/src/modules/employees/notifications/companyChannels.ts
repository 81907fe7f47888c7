import type {
  ChannelSwitches,
  ChannelSwitchesPatch,
  NotificationChannel,
  NotificationSection,
  NotificationSettingsBody,
  NotificationSettingsView,
} from "@intranet/contracts/notifications";
import { settingsBody } from "../../notifications/public";

/**
 * The company's defaults as the matrix edits them: the general row (what applies in every section
 * unless a section says otherwise), each section's own choices, the likes switch.
 */
export interface CompanyChannels {
  general: ChannelSwitches;
  sections: Partial<Record<NotificationSection, ChannelSwitchesPatch>>;
  likes: boolean;
}

export function companyChannelsOf(view: NotificationSettingsView): CompanyChannels {
  return {
    general: { ...view.effective.channels },
    sections: Object.fromEntries(Object.entries(view.sections).map(([section, patch]) => [section, { ...patch }])),
    likes: view.effective.likes,
  };
}

/** A section's cell: its own choice, else the general row's. */
export const cellValue = (draft: CompanyChannels, section: NotificationSection, channel: NotificationChannel) =>
  draft.sections[section]?.[channel] ?? draft.general[channel];

/** Whether the section chose this channel itself (the cell is marked and the row can follow the general one again). */
export const ownChoice = (draft: CompanyChannels, section: NotificationSection, channel: NotificationChannel) =>
  draft.sections[section]?.[channel] !== undefined;

/** A section's cell set: the same as the general row is no choice of its own (it follows that row again). */
export function setCell(
  draft: CompanyChannels,
  section: NotificationSection,
  channel: NotificationChannel,
  on: boolean,
): CompanyChannels {
  const patch: ChannelSwitchesPatch = { ...draft.sections[section] };
  if (on === draft.general[channel]) delete patch[channel];
  else patch[channel] = on;
  const sections = { ...draft.sections };
  if (Object.keys(patch).length) sections[section] = patch;
  else delete sections[section];
  return { ...draft, sections };
}

export function followGeneral(draft: CompanyChannels, section: NotificationSection): CompanyChannels {
  const sections = { ...draft.sections };
  delete sections[section];
  return { ...draft, sections };
}

/**
 * The PUT body: the general row and likes as the person's dialog stores them (`settingsBody`: what
 * was stored or is changed now), the sections' own choices as edited (those of sections not shown
 * are kept as they are).
 */
export function companyChannelsBody(view: NotificationSettingsView, draft: CompanyChannels): NotificationSettingsBody {
  const body = settingsBody(view, { channels: draft.general, likes: draft.likes });
  return { ...body, sections: draft.sections };
}
