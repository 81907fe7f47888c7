import { Button, Menu, MenuItem, Switch } from "@blueprintjs/core";
import type { TrackSummary } from "@intranet/contracts/adaptation";
import { Link } from "react-router-dom";
import { ClickPopover } from "../../../ui/ClickPopover";
import { useAdaptTranslation } from "../i18n";
import { trackPath } from "../paths";

export interface TrackActions {
  setActive: (track: TrackSummary, active: boolean) => void;
  copy: (track: TrackSummary) => void;
  remove: (track: TrackSummary) => void;
}

/** A track in the list: its name (to the editor), description, on/off switch, counts and menu. */
export function TrackCard({ track, actions }: { track: TrackSummary; actions: TrackActions }) {
  const { t } = useAdaptTranslation();
  return (
    <li className={`adapt-track-card${track.active ? "" : " adapt-track-off"}`}>
      <div className="adapt-track-head">
        <Link className="adapt-track-name" to={trackPath(track._id)}>
          {track.name}
        </Link>
        <ClickPopover
          placement="bottom-end"
          content={
            <Menu>
              <MenuItem icon="duplicate" text={t("tracks.copy")} onClick={() => actions.copy(track)} />
              <MenuItem icon="trash" intent="danger" text={t("tracks.delete")} onClick={() => actions.remove(track)} />
            </Menu>
          }
        >
          <Button
            variant="minimal"
            size="small"
            icon="more"
            aria-label={t("tracks.actions", { name: track.name })}
            title={t("tracks.actions", { name: track.name })}
          />
        </ClickPopover>
      </div>
      {track.description ? <p className="adapt-track-description">{track.description}</p> : null}
      <div className="adapt-track-foot">
        <span>{t("tracks.running", { count: track.counts.running + track.counts.stopped })}</span>
        <span>{t("tracks.finished", { count: track.counts.finished })}</span>
        <span>{t("tracks.steps", { count: track.steps })}</span>
        <Switch
          className="adapt-track-switch"
          checked={track.active}
          label={t("tracks.active")}
          aria-label={t("tracks.activeLabel", { name: track.name })}
          onChange={(event) => actions.setActive(track, event.currentTarget.checked)}
        />
      </div>
    </li>
  );
}
