/**
 * A small deterministic generator (a linear congruential one): demos, benches and randomized tests
 * come out the same on every machine and run. `random(n)` answers an integer in [0, n).
 */
export function seededRandom(seed: number): (below: number) => number {
  let state = seed;
  return (below) => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    // The high bits: an LCG's low bits cycle fast (state % 2 alternates).
    return Math.floor((state / 2 ** 31) * below);
  };
}
