import {
  journalActionCodes,
  journalActions,
  journalSections,
  type JournalAction,
  type JournalSection,
} from "@intranet/contracts/journal";
import { useMemo } from "react";
import { useSearchParams } from "react-router-dom";
import type { JournalFilter } from "../api";
import { isPeriodPreset, periodDays, type PeriodPreset } from "./period";

/** The address's names of the journal's filters (the tab's own `tab` stays as it is). */
const names = ["section", "action", "period", "from", "to", "actor", "target", "sa"] as const;
type Name = (typeof names)[number];

export interface JournalFilterState {
  section: JournalSection | null;
  action: JournalAction | null;
  preset: PeriodPreset;
  from: string | null;
  to: string | null;
  actor: string | null;
  target: string | null;
  superadmin: boolean;
}

const day = (value: string | null) => (value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : null);
const id = (value: string | null) => (value && value.length <= 100 ? value : null);

/** The filters as the address holds them; a value the journal would refuse reads as absent. */
export function readFilters(params: URLSearchParams): JournalFilterState {
  const section = params.get("section");
  const action = params.get("action");
  const period = params.get("period");
  const validSection = (journalSections as readonly (string | null)[]).includes(section)
    ? (section as JournalSection)
    : null;
  const validAction = (journalActionCodes as (string | null)[]).includes(action) ? (action as JournalAction) : null;
  return {
    section: validSection,
    // An action belongs to one section: with another section chosen it does not apply.
    action: validAction && (!validSection || journalActions[validAction] === validSection) ? validAction : null,
    preset: isPeriodPreset(period) ? period : "all",
    from: day(params.get("from")),
    to: day(params.get("to")),
    actor: id(params.get("actor")),
    target: id(params.get("target")),
    superadmin: params.get("sa") === "1",
  };
}

/** What the journal is asked for: the period as days, the rest as the contract's query. */
export function journalFilterOf(state: JournalFilterState, now = new Date()): JournalFilter {
  return {
    ...(state.section ? { section: state.section } : {}),
    ...(state.action ? { action: state.action } : {}),
    ...periodDays(state.preset, state, now),
    ...(state.actor ? { actor: state.actor } : {}),
    ...(state.target ? { target: state.target } : {}),
    ...(state.superadmin ? { superadmin: "true" as const } : {}),
  };
}

/**
 * The journal's filters kept in the address (a filtered journal can be linked to and reloaded),
 * with their setters. Changing one keeps the others and the tab.
 */
export function useJournalFilters() {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readFilters(params), [params]);
  // The period's days move with the date: computed once per address.
  const filter = useMemo(() => journalFilterOf(state), [state]);
  const write = (changes: Partial<Record<Name, string | null>>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [name, value] of Object.entries(changes)) {
          if (value) next.set(name, value);
          else next.delete(name);
        }
        return next;
      },
      { replace: true },
    );
  const periodInvalid = !!(filter.from && filter.to && filter.to < filter.from);
  const active =
    !!state.section || !!state.action || state.preset !== "all" || !!state.actor || !!state.target || state.superadmin;
  return {
    state,
    filter,
    periodInvalid,
    active,
    setSection: (section: JournalSection | null) =>
      write({
        section,
        ...(state.action && section && journalActions[state.action] !== section ? { action: null } : {}),
      }),
    setAction: (action: JournalAction | null) => write({ action }),
    setPreset: (preset: PeriodPreset) =>
      write({ period: preset === "all" ? null : preset, ...(preset !== "custom" ? { from: null, to: null } : {}) }),
    setDays: (from: string | null, to: string | null) => write({ from, to }),
    setActor: (actor: string | null) => write({ actor }),
    setTarget: (target: string | null) => write({ target }),
    setSuperadmin: (on: boolean) => write({ sa: on ? "1" : null }),
    clear: () => write(Object.fromEntries(names.map((name) => [name, null]))),
  };
}

export type JournalFilters = ReturnType<typeof useJournalFilters>;
