import type {
  ChannelSwitches,
  ChannelSwitchesPatch,
  NotificationChannel,
  NotificationSettingsBody,
  NotificationSettingsView,
} from "@intranet/contracts";
import { channels } from "./options";

export interface SettingsChoice {
  channels: ChannelSwitches;
  likes: boolean;
}

/** What the dialog starts with: what applies now. */
export function initialChoice(view: NotificationSettingsView): SettingsChoice {
  return { channels: { ...view.effective.channels }, likes: view.effective.likes };
}

/**
 * The PUT body (the whole stored choice): a switch the user had chosen before, or changed now, is
 * stored; one left as the company's default stays unstored, so it keeps following the company.
 * Per-section choices, which this dialog does not show, are kept as they are.
 */
export function settingsBody(view: NotificationSettingsView, choice: SettingsChoice): NotificationSettingsBody {
  const chosen: ChannelSwitchesPatch = {};
  channels.forEach((channel: NotificationChannel) => {
    if (view.channels[channel] !== undefined || choice.channels[channel] !== view.effective.channels[channel])
      chosen[channel] = choice.channels[channel];
  });
  const likesChosen = view.likes !== undefined || choice.likes !== view.effective.likes;
  return { channels: chosen, sections: view.sections, ...(likesChosen ? { likes: choice.likes } : {}) };
}
