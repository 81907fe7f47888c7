/** Blueprint's small spinner markup (`bp6-spinner`), as a loading button shows it. */
const track = "M 50,50 m 0,-45 a 45,45 0 1 1 0,90 a 45,45 0 1 1 0,-90";

export function ButtonSpinner() {
  return (
    <span className="bp6-spinner bp6-button-spinner" role="progressbar" aria-label="loading">
      <span className="bp6-spinner-animation">
        <svg width={20} height={20} strokeWidth="16.00" viewBox="-3.00 -3.00 106.00 106.00">
          <path className="bp6-spinner-track" d={track} />
          <path
            className="bp6-spinner-head"
            d={track}
            pathLength={280}
            strokeDasharray="280 280"
            strokeDashoffset={210}
          />
        </svg>
      </span>
    </span>
  );
}
