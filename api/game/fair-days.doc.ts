/** The fair-day rule (PRODUCT.md, principle 3) as the API documents it on the routes it governs. */
export const FAIR_DAYS_RULE =
  "Days are the user's days: \"once a day\", streaks, daily goals and daily counters use the student's own calendar day " +
  "in their IANA time zone, taken from the browser at registration (UTC when unknown). The time zone can change at most " +
  'once a day, and registering counts as that day\'s setting, so the first change is possible 24 hours after registering. ' +
  'A day is never counted twice because of a change or a daylight-saving shift: after a change, a daily reward (the chest, ' +
  "the day's 300 client-reported XP, the login-streak step, a daily goal or bonus) is available again only once the day " +
  'has turned in both the old and the new time zone since it was last taken.';
