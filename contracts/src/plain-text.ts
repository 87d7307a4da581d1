import { z } from 'zod';

/**
 * Free text as people type it, without the characters that make it look like something else.
 * Every free-text field of a request (names, titles, descriptions, messages, statements, interests)
 * goes through `textLine` or `textBlock`, and names arriving from ORCID or the identity provider
 * through `cleanLine`.
 *
 * What goes, and why:
 * - bidi embeddings, overrides and isolates (U+202A-U+202E, U+2066-U+2069): they reorder the text
 *   after them, so "Alice" can be made to display as another name or a file name as another type.
 *   The marks U+200E, U+200F and U+061C stay: they only place neutral characters (punctuation,
 *   digits) in mixed right-to-left text, which Arabic and Hebrew writers need;
 * - invisible characters with no use in prose: zero-width space U+200B, word joiner U+2060, the
 *   invisible operators U+2061-U+2064, U+FEFF (byte-order mark), U+180E, U+FFF9-U+FFFB;
 * - zero-width non-joiner and joiner (U+200C, U+200D) beside an ASCII character, a space, the ends
 *   of the text or another joiner: there they only make "Al\u200Dice" differ from "Alice". Between two
 *   other characters they stay, because Persian needs the non-joiner inside words, Indic scripts
 *   use both for conjuncts, and emoji sequences (family, flags with modifiers) are joined by U+200D;
 * - C0 and C1 control characters. A multi-line field keeps tab and newline (CR LF, CR, U+2028 and
 *   U+2029 become a newline); a single-line field turns them into a space.
 * The text is also put in Unicode normal form C, so one spelling is stored for one name.
 */
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/gu;
const INVISIBLE = /[\u180E\u200B\u2060-\u2064\uFEFF\uFFF9-\uFFFB]/gu;
const STRAY_JOINER =
  /(?<![^\p{ASCII}\s\u200C\u200D])[\u200C\u200D]|[\u200C\u200D](?![^\p{ASCII}\s\u200C\u200D])/gu;
const LINE_BREAKS = /\r\n?|[\u2028\u2029]/gu;
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROLS_BUT_TAB_AND_NEWLINE = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/gu;
const TAB_AND_NEWLINE = /[\t\n]/gu;

function withoutDisguises(text: string): string {
  return text.normalize('NFC').replace(BIDI_CONTROLS, '').replace(INVISIBLE, '').replace(STRAY_JOINER, '');
}

/** Text of several lines: newlines and tabs kept, line breaks as `\n`. */
export function cleanBlock(text: string): string {
  return withoutDisguises(text).replace(LINE_BREAKS, '\n').replace(CONTROLS_BUT_TAB_AND_NEWLINE, '');
}

/** Text of one line (a name, a title, a subject): any line break or tab becomes a space. */
export function cleanLine(text: string): string {
  return cleanBlock(text).replace(TAB_AND_NEWLINE, ' ');
}

/** `cleanLine` for a value that may be missing (a provider's name fields). */
export const cleanLineOrNull = (text: string | null | undefined): string | null =>
  text == null ? null : cleanLine(text);

type StringParams = Parameters<typeof z.string>[0];

/** A single-line free-text field: cleaned before any trim, length or other check. */
export const textLine = (params?: StringParams) => z.string(params).overwrite(cleanLine);

/** A multi-line free-text field (descriptions, messages, statements): cleaned before any check. */
export const textBlock = (params?: StringParams) => z.string(params).overwrite(cleanBlock);
