import type { Glyph, Subset } from 'fontkit';

// A PDF maps each glyph it draws to the text it stands for (the ToUnicode table), one entry per
// glyph: that is what copy and paste, search and `pdftotext` read. Noto Sans Arabic draws several
// letters with one glyph and separate dots (ب ت ث ن ي share a body; ق borrows ف's), so the first
// letter drawn with a body would name it everywhere: "ضريبية" came out as "ضرتبية". A glyph drawn
// for a second text is therefore embedded again under an id of its own (a clone), and each id
// names its own text.

/** What pdfkit reads of a laid-out glyph (its EmbeddedFont.encode and layoutRun). */
export interface PdfGlyph {
  id: number;
  advanceWidth: number;
  codePoints: number[];
}

/** fontkit 2's Subset keeps these two fields; includeGlyph de-duplicates by the font's glyph id. */
interface SubsetFields {
  glyphs: number[];
  mapping: Record<number, number>;
}

/** The clone ids of one font, shared by every document the process renders. */
export class GlyphClones {
  /** "glyph id:code points" -> the id pdfkit sees: the glyph's own for its first text. */
  private readonly ids = new Map<string, number>();
  private readonly named = new Set<number>();
  /** The font's glyph id of each clone, clone id - glyphCount. */
  private readonly originals: number[] = [];

  constructor(private readonly glyphCount: number) {}

  /** The glyph as pdfkit should encode it: the same outline and width, an id for its text. */
  clone(glyph: Glyph): PdfGlyph {
    const key = `${glyph.id}:${glyph.codePoints.join(',')}`;
    let id = this.ids.get(key);
    if (id === undefined) {
      if (this.named.has(glyph.id)) {
        id = this.glyphCount + this.originals.length;
        this.originals.push(glyph.id);
      } else {
        id = glyph.id;
        this.named.add(glyph.id);
      }
      this.ids.set(key, id);
    }
    return { id, advanceWidth: glyph.advanceWidth, codePoints: glyph.codePoints };
  }

  /** A subset that embeds a clone as a copy of its glyph, under a subset id of its own. */
  subset(subset: Subset): Subset {
    // fontkit's includeGlyph takes a glyph or its id and returns the subset id (its types say
    // otherwise).
    const fields = subset as unknown as SubsetFields & { includeGlyph: (glyph: number | Glyph) => number };
    const include = fields.includeGlyph.bind(subset);
    const cloned = (id: number): number => {
      if (id < this.glyphCount) return include(id);
      let subsetId = fields.mapping[id];
      if (subsetId === undefined) {
        const original = this.originals[id - this.glyphCount];
        if (original === undefined) throw new RangeError(`No glyph clone ${id}`);
        subsetId = fields.glyphs.push(original) - 1;
        fields.mapping[id] = subsetId;
      }
      return subsetId;
    };
    // pdfkit passes ids; fontkit's own calls (the parts of composite glyphs) pass font ids.
    fields.includeGlyph = (glyph) => cloned(typeof glyph === 'number' ? glyph : glyph.id);
    return subset;
  }
}
