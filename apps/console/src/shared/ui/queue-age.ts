const HOUR = 3_600_000;

/** The age filter's choices, in hours waited at least; '' is every item. */
export const AGE_CHOICES = ['', '24', '48'] as const;

/** Whether an item created at `iso` has waited at least `hours` (a choice of AGE_CHOICES) by `now`. */
export function waitedAtLeast(iso: string, hours: string, now: Date): boolean {
  if (hours === '') return true;
  return now.getTime() - new Date(iso).getTime() >= Number(hours) * HOUR;
}
