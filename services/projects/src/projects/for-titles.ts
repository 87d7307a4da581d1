import { loadForCodes } from '@app/contracts/for-codes-data';

let titles: Map<string, string> | null = null;

/** The title of an ANZSRC 2020 FoR code ("3901" -> "Curriculum and pedagogy"), read once. */
export function forCodeTitle(code: string): string | undefined {
  titles ??= new Map(loadForCodes().map((c) => [c.code, c.title]));
  return titles.get(code);
}
