// A PDF page's text as a reader reads it, from the pieces pdf.js's getTextContent() returns: each
// piece's string and where it is drawn (transform: x and y of its baseline's start, and its font
// size), its width and font, and whether pdf.js saw a line end after it. Plain JavaScript, for the
// extraction thread (pdf-worker.mjs) to import as it is.

// A piece starting this share of its font size away from where the previous one ended (or before it,
// or off its baseline) stands apart on the page: a table's next cell, another column, another line.
const APART_SHARE = 0.2;

const fontSize = (item) => Math.hypot(item.transform[2], item.transform[3]) || item.height || 1;
const upright = (item) => item.transform[1] === 0 && item.transform[2] === 0 && item.dir !== "rtl";

/**
 * The pieces with each word a line break hyphenated inside one block of text (a table cell: «Trámite
 * de titulación del tra-» over «bajador») joined again: its second half is the next piece, one line
 * down, starting left of the cut, in lower case. Running text gets the same from
 * server/ingest/layout-noise.ts; in a table the line's other cells would come between the halves.
 */
function withHyphenatedWordsJoined(pieces) {
  const joined = [];
  for (let i = 0; i < pieces.length; i++) {
    const piece = pieces[i];
    const next = pieces[i + 1];
    const drop = next ? piece.transform[5] - next.transform[5] : 0;
    if (
      next &&
      piece.hasEOL &&
      /\p{L}\p{Ll}-$/u.test(piece.str) &&
      /^\p{Ll}{2}/u.test(next.str) &&
      next.transform[4] < piece.transform[4] + piece.width &&
      drop > 0 &&
      drop < 2 * fontSize(piece)
    ) {
      joined.push({ ...piece, str: piece.str.slice(0, -1) + next.str, hasEOL: next.hasEOL });
      i++;
    } else joined.push(piece);
  }
  return joined;
}

/**
 * The page's text pieces cut into lines: a line ends at a piece pdf.js marks as ending one, or
 * before a piece off its baseline. Within a line the pieces read left to right: a generator may
 * draw a table row's cells in another order (tbl draws a row's one-line cells before its label when
 * the label wraps: «3 días hábiles Acta de defunción Fallecimiento de cónyuge,»), and a reader
 * would pair each value with the wrong row.
 */
function lines(pieces) {
  const result = [];
  let line = [];
  const close = (endsLine) => {
    if (line.length === 0) return;
    const ordered = line.every(upright) ? line.toSorted((a, b) => a.transform[4] - b.transform[4]) : line;
    result.push({ pieces: ordered, endsLine });
    line = [];
  };
  for (const item of withHyphenatedWordsJoined(pieces)) {
    const first = line.find((piece) => piece.str.trim() !== "");
    if (first && Math.abs(item.transform[5] - first.transform[5]) > fontSize(first) / 2) close(false);
    line.push(item);
    if (item.hasEOL) close(true);
  }
  close(false);
  return result;
}

// A line that opens with a single-level number and a capital: a title («3. Calentadores solares») or a
// procedure's step («1. Abra el menú»).
const NUMBERED_LINE = /^\d{1,2}\.\s+\p{Lu}/u;

/** The font most of the page's characters are set in: its body text. */
function bodyFont(pieces) {
  const characters = new Map();
  for (const piece of pieces)
    characters.set(piece.fontName, (characters.get(piece.fontName) ?? 0) + piece.str.length);
  return [...characters].sort((a, b) => b[1] - a[1])[0]?.[0];
}

/**
 * A numbered line set wholly in another font than the body's is a section's title (bold, as «3.
 * Calentadores solares de baja presión, serie CS»), where a procedure's steps are set in the body
 * font. It becomes a paragraph of its own, so that it is never quoted run into the sentence after it.
 */
function isNumberedTitle(pieces, body) {
  const words = pieces.filter((piece) => piece.str.trim() !== "");
  return (
    words.length > 0 && NUMBERED_LINE.test(words[0].str) && words.every((piece) => piece.fontName !== body)
  );
}

/**
 * A page's text from pdf.js's text pieces, line by line (`lines`), a numbered title as a paragraph
 * (`isNumberedTitle`). pdf.js joins pieces that a generator drew apart (a table drawn cell by cell,
 * «10 días hábiles» then «Zona» of the next row) with nothing between them, gluing two words into one
 * («hábilesZona»): a piece that does not touch the previous one is separated from it by a space, or
 * by a line break when it sits on another line.
 */
export function pageText(items) {
  // pdf.js also returns marked-content markers (no string) and empty strings; neither is text.
  const textPieces = items.filter((item) => "str" in item && item.str !== "");
  const body = bodyFont(textPieces);
  let text = "";
  let previous = null;
  for (const { pieces, endsLine } of lines(textPieces)) {
    // Blank lines around a title; normalizePageText (pdf.ts) keeps one.
    const title = isNumberedTitle(pieces, body);
    if (title) text += "\n\n";
    for (const item of pieces) {
      if (previous && !/\s$/.test(text) && !/^\s/.test(item.str)) {
        const size = fontSize(item);
        const [x, y] = [item.transform[4], item.transform[5]];
        const end = previous.transform[4] + previous.width;
        if (Math.abs(y - previous.transform[5]) > size / 2) text += "\n";
        else if (Math.abs(x - end) > APART_SHARE * size) text += " ";
      }
      text += item.str;
      previous = item;
    }
    if (title) text += "\n\n";
    else if (endsLine) text += "\n";
  }
  return text;
}
