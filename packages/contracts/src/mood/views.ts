/** GET mood/check/{user}: whether the meter asks today. */
export interface MoodCheck {
  user_id: string;
  day: string;
  needed: boolean;
}

/** POST /api/mood: the rating went in for that day. */
export interface MoodRated {
  day: string;
  rating: number;
}

/** One day's ratings in a group; `average` is absent when the day has fewer than the minimum. */
export interface MoodDay {
  day: string;
  count: number;
  average?: number;
}

export interface MoodGroupStat {
  /** Absent for the whole company. */
  deptId?: string;
  name: string;
  count: number;
  average?: number;
  days: MoodDay[];
  /** Ratings per value over the period, index 0 being 1 (empty when the group is below the minimum). */
  distribution: number[];
}

/** GET mood/stat/{client}/{from}/{to}. */
export interface MoodStats {
  from: string;
  to: string;
  minimum: number;
  company: MoodGroupStat;
  departments: MoodGroupStat[];
}
