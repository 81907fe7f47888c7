/** A Blueprint segmented control (`bp6-segmented-control`) through Blueprint's CSS API only. */
export function SegmentedControl<T extends string>({
  value,
  options,
  onChange,
  label,
}: {
  value: T;
  options: ReadonlyArray<{ value: T; label: string; title?: string }>;
  onChange: (value: T) => void;
  label: string;
}) {
  return (
    <div className="bp6-segmented-control bp6-small bp6-inline" role="radiogroup" aria-label={label}>
      {options.map((option) => {
        const selected = option.value === value;
        return (
          <button
            key={option.value}
            type="button"
            role="radio"
            aria-checked={selected}
            title={option.title}
            className={`bp6-button bp6-small${selected ? "" : " bp6-minimal"}`}
            onClick={() => onChange(option.value)}
          >
            <span className="bp6-button-text">{option.label}</span>
          </button>
        );
      })}
    </div>
  );
}
