import type { ModuleKey } from "@intranet/contracts/manifest";
import type { ClientView, UserView } from "@intranet/contracts";
import type { ComponentType, ReactNode } from "react";
import type { RealtimeStatus } from "../shell/startup/realtime";

export type { ModuleKey };

/** What the shell passes to a module's page component (modules never import the registry). */
export interface ModulePageProps {
  module: ModuleKey;
  /** The route pattern being shown, e.g. "groups/:_id". */
  route: string;
}

/** What a module's lazily loaded chunk exports: one component that renders the module's pages. */
export interface ModuleChunk {
  default: ComponentType<ModulePageProps>;
}

/** What a module's `publicPage.tsx` chunk exports: the component of its public screens (no shell, no session). */
export interface PublicPageChunk {
  default: ComponentType<ModulePageProps>;
}

/** What the shell gives a module's shell part (its always-on piece, see the manifest's `shellPart`). */
export interface ShellPartProps {
  me: UserView;
  client: ClientView | null;
  /** The realtime socket's state (a reconnect refreshes what the part caches). */
  realtime: RealtimeStatus;
}

/** What a shell part shows in the shell: a header item and badges on its menu entries. */
export interface ShellPartView {
  header?: ReactNode;
  /** The badge of a menu entry, in the side / mobile menu (`menu`) or the phone's tab bar (`tab`). */
  menuBadge?: (key: string, place: "menu" | "tab") => ReactNode;
}

/**
 * A module's shell part (`modules/<key>/shellPart.tsx`): one hook the shell calls on every render for
 * the whole session. Kept tiny, since it loads with the shell.
 */
export interface ShellPart {
  useShellPart: (props: ShellPartProps) => ShellPartView;
}
