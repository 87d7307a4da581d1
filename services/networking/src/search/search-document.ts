/**
 * A researcher's search document is a PostgreSQL tsvector (see migrations: name A, interests B,
 * department C, institution D, both as typed and as English stems). The finders read it in its
 * text form, `'lexeme':1A,4B 'other':7`, and keep each lexeme with the weights it appears under.
 */

/** Weights as bits, so that "found under A or B" is one mask test. */
export const WEIGHT = { A: 8, B: 4, C: 2, D: 1 } as const;
export const ANY_WEIGHT = WEIGHT.A | WEIGHT.B | WEIGHT.C | WEIGHT.D;

export interface DocumentLexeme {
  lexeme: string;
  /** The weights of its positions, as WEIGHT bits. */
  weights: number;
}

// A quoted lexeme, as PostgreSQL writes it: '' and \x are escapes inside the quotes.
const QUOTED = String.raw`'((?:''|\\.|[^'\\])*)'`;
const unquote = (quoted: string) => quoted.replace(/''/g, "'").replace(/\\(.)/g, '$1');

const QUOTE = "'".charCodeAt(0);
const BACKSLASH = '\\'.charCodeAt(0);
const COLON = ':'.charCodeAt(0);
const COMMA = ','.charCodeAt(0);
/** WEIGHT by a position's letter's char code (A to D); 0 for anything else. */
const LETTER_WEIGHT = new Uint8Array(128);
for (const [letter, weight] of Object.entries(WEIGHT)) LETTER_WEIGHT[letter.charCodeAt(0)] = weight;
const isDigit = (c: number) => c >= 48 && c <= 57;
/** The white space PostgreSQL may write between entries (and JavaScript's \s would skip). */
const isSpace = (c: number) => c === 32 || (c >= 9 && c <= 13);

const unreadable = (text: string, at: number) =>
  new Error(`Unreadable search document at ${at}: ${text.slice(at, at + 40)}`);

/**
 * The lexemes of a tsvector's text form. A position without a letter has weight D; a lexeme
 * without positions (a stripped vector) matches a search restricted to any weight, as it does in
 * PostgreSQL.
 *
 * Read a character at a time rather than by regular expressions: it runs for every researcher
 * when a replica starts, where the regular expressions took a third of the time to first search.
 */
export function parseSearchDocument(text: string): DocumentLexeme[] {
  const out: DocumentLexeme[] = [];
  const end = text.length;
  let at = 0;
  for (;;) {
    while (at < end && isSpace(text.charCodeAt(at))) at++;
    if (at >= end) return out;
    if (text.charCodeAt(at) !== QUOTE) throw unreadable(text, at);
    // The lexeme, up to its closing quote.
    let i = at + 1;
    let escaped = false;
    for (;;) {
      if (i >= end) throw unreadable(text, at);
      const c = text.charCodeAt(i);
      if (c === BACKSLASH || (c === QUOTE && text.charCodeAt(i + 1) === QUOTE)) {
        escaped = true;
        i += 2;
      } else if (c === QUOTE) break;
      else i++;
    }
    const quoted = text.slice(at + 1, i);
    const lexeme = escaped ? unquote(quoted) : quoted;
    at = i + 1;
    // Its positions, if any: 3,4A,9C (a number, then its weight's letter unless it is D).
    let weights = ANY_WEIGHT;
    if (text.charCodeAt(at) === COLON) {
      weights = 0;
      const first = ++at;
      let previous = 0;
      for (; at < end; at++) {
        const c = text.charCodeAt(at);
        if (c === COMMA) {
          if (isDigit(previous)) weights |= WEIGHT.D;
        } else if (!isDigit(c)) {
          const letter = c < 128 ? LETTER_WEIGHT[c]! : 0;
          if (letter === 0) break;
          weights |= letter;
        }
        previous = c;
      }
      if (at === first) throw unreadable(text, first - 1);
      if (isDigit(previous)) weights |= WEIGHT.D;
    }
    out.push({ lexeme, weights });
  }
}

/**
 * A search word's prefix query (`to_tsquery(dictionary, 'word:*')`) in its text form, e.g.
 * `'comput':*`: the lexemes every one of which must start a lexeme of the document. Empty when the
 * dictionary dropped the word (an English stop word). A query of another shape (which a word of
 * letters and digits does not produce) yields its lexemes all the same, so it matches at least
 * what PostgreSQL would.
 */
export function parsePrefixQuery(text: string): string[] {
  return [...text.matchAll(new RegExp(QUOTED, 'g'))].map(([, quoted = '']) => unquote(quoted));
}
