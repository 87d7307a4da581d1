/** Spec 1 §2: years of experience as "N+ years"; nothing when unknown. */
export function yearsExperienceLabel(years: number | null | undefined): string | null {
  if (years === null || years === undefined || !Number.isFinite(years) || years < 0) return null;
  return `${Math.floor(years)}+ years`;
}
