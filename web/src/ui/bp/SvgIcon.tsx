import type { IconName } from "@blueprintjs/icons";
import { paths } from "../icons/public";

/**
 * A 16 px Blueprint icon drawn from the public screens' icon table, in Blueprint's own markup
 * (`bp6-icon`), without Blueprint's Icon component and its list of every icon name.
 */
export function SvgIcon({ name, className }: { name: IconName; className?: string }) {
  const d = paths[`16/${name}`] ?? [];
  return (
    <span className={`bp6-icon bp6-icon-${name}${className ? ` ${className}` : ""}`} aria-hidden="true">
      <svg data-icon={name} width={16} height={16} viewBox="0 0 16 16" role="img">
        {d.map((path) => (
          <path key={path} d={path} fillRule="evenodd" />
        ))}
      </svg>
    </span>
  );
}
