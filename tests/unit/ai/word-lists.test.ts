import { COLLOQUIAL_MX } from "@/server/ai/lexicon/colloquial-mx";
import {
  colloquialTargets,
  editDistance,
  isClippingOf,
  mayBeClipped,
  soundKey,
  thesaurusTargets,
  typoEdits,
} from "@/server/ai/word-lists";

describe("editDistance", () => {
  it("counts insertions, deletions and substitutions", () => {
    expect(editDistance("usuaro", "usuario", 2)).toBe(1);
    expect(editDistance("vacasion", "vacacion", 2)).toBe(1);
    expect(editDistance("milwakee", "milwaukee", 2)).toBe(1);
    expect(editDistance("garantia", "garantia", 2)).toBe(0);
  });

  it("counts two swapped neighbouring letters as one edit", () => {
    expect(editDistance("garnatia", "garantia", 2)).toBe(1);
    expect(editDistance("cosot", "costo", 1)).toBe(1);
    // A swap and a missing letter are two; past the allowed edits, the count stops at one more.
    expect(editDistance("grnatia", "garantia", 2)).toBe(2);
    expect(editDistance("presoin", "presiones", 2)).toBe(3);
  });

  it("stops past the allowed edits", () => {
    expect(editDistance("impresora", "computadora", 2)).toBe(3);
    expect(editDistance("a", "abcdef", 1)).toBe(2);
  });
});

describe("soundKey", () => {
  it("gives two spellings of one sound the same key", () => {
    const pairs = [
      ["aseptan", "aceptan"], // c before e/i, s, z
      ["taquisa", "taquiza"],
      ["alberka", "alberca"], // c, qu, k
      ["kiero", "quiero"],
      ["yave", "llave"], // ll, y
      ["vasura", "basura"], // v, b
      ["aser", "hacer"], // silent h
      ["jente", "gente"], // g before e/i, j
      ["spining", "spinning"], // a doubled letter
      ["mecanico", "mecánico"], // accents
    ];
    for (const [misspelt, word] of pairs) expect(soundKey(misspelt)).toBe(soundKey(word));
  });

  it("keeps the sounds that differ apart", () => {
    // «gue» is a hard g, not the j of «ge»; «ch» is not the k of «c»; «casa» is not «cama».
    expect(soundKey("guerra")).not.toBe(soundKey("jerra"));
    expect(soundKey("chamba")).not.toBe(soundKey("kamba"));
    expect(soundKey("casa")).not.toBe(soundKey("cama"));
  });

  it("measures a typo by the fewer edits, as written or as it sounds", () => {
    expect(editDistance("alberka", "alberca", 2)).toBe(1);
    const spanish = { bySound: true };
    expect(typoEdits("alberka", "alberca", 2, spanish)).toBe(0);
    expect(editDistance("yamar", "llamar", 1)).toBe(2);
    expect(typoEdits("yamar", "llamar", 1, spanish)).toBe(0);
    expect(typoEdits("usuaro", "usuario", 2, spanish)).toBe(1);
    // Spanish sounds say nothing of English spelling: «cell» is not «sell».
    expect(typoEdits("cell", "sell", 1, spanish)).toBe(0);
    expect(typoEdits("cell", "sell", 1, { bySound: false })).toBe(1);
  });
});

describe("word lists", () => {
  it("read a colloquialism and its inflections, unaccented", () => {
    expect(colloquialTargets("Lana")).toContain("dinero");
    expect(colloquialTargets("checo")).toContain("registrar");
    expect(colloquialTargets("compu")).toContain("computadora");
    expect(colloquialTargets("teclado")).toEqual([]);
  });

  it("read the colloquialisms of the workplace and the counter", () => {
    const meanings = {
      chante: "domicilio",
      descansaron: "despido",
      tlapalería: "ferreteria",
      machucón: "golpe",
      cooperacha: "aportacion",
      refaccionaria: "refacciones",
      camioneta: "estacionamiento",
      papás: "padres",
      muere: "fallecimiento",
    };
    for (const [colloquial, target] of Object.entries(meanings))
      expect(colloquialTargets(colloquial)).toContain(target);
  });

  it("meet a conjugated key's other forms: «abren» also answers «abre», «abrimos», «¿me lo pueden llevar?»", () => {
    expect(colloquialTargets("abre")).toEqual(colloquialTargets("abren"));
    expect(colloquialTargets("abrimos")).toEqual(colloquialTargets("abren"));
    expect(colloquialTargets("llevar")).toContain("domicilio");
    expect(colloquialTargets("cierra")).toContain("horario");
  });

  it("leave everyday words that merely share a colloquialism's stem alone", () => {
    for (const word of ["fondo", "bolsa", "tenia", "luces", "bar", "comando"])
      expect(colloquialTargets(word)).toEqual([]);
  });

  it("keep every colloquialism's words lower case and without accents", () => {
    for (const [word, targets] of Object.entries(COLLOQUIAL_MX))
      for (const text of [word, ...targets])
        expect(text).toBe(text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase());
  });

  it("read the thesaurus by word and by inflection", () => {
    expect(thesaurusTargets("sueldo")).toContain("retribucion");
    expect(thesaurusTargets("sueldos")).toContain("retribucion");
    expect(thesaurusTargets("zzzz")).toEqual([]);
  });

  it("read a conjugated verb as its infinitive, the form the lists are keyed by", () => {
    expect(thesaurusTargets("reciben")).toContain("aceptar");
    expect(thesaurusTargets("pagaban")).toContain("remunerar");
    expect(thesaurusTargets("acabaron")).toEqual(thesaurusTargets("acabar"));
  });
});

describe("clipped words", () => {
  it("may be any word of letters only longer than three", () => {
    // A word the dictionaries know («basquet», the thesaurus's «baloncesto») may be one too: bridges.ts
    // tries its own senses first.
    for (const word of ["secu", "prepa", "profe", "basquet"]) expect(mayBeClipped(word)).toBe(true);
    // A short word and a code are not.
    for (const word of ["sec", "cfdi4"]) expect(mayBeClipped(word)).toBe(false);
  });

  it("stands for a word it begins that drops a syllable or more, not an inflection", () => {
    expect(isClippingOf("secu", "secundaria")).toBe(true);
    expect(isClippingOf("prepa", "preparatoria")).toBe(true);
    expect(isClippingOf("profe", "profes")).toBe(false);
    expect(isClippingOf("secu", "consecuencia")).toBe(false);
  });

  it("lets a word the dictionaries know stand only for one they do not know", () => {
    expect(isClippingOf("basquet", "basquetbol")).toBe(true);
    // «sala» and «salario» are both words: one is not the other cut short.
    expect(isClippingOf("sala", "salario")).toBe(false);
    expect(isClippingOf("mate", "material")).toBe(false);
  });
});
