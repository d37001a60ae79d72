/**
 * Every tuning constant and word list of retrieval, the relevance gate and answer selection, in one
 * place (DESIGN §7, issue 21): each says in one line what it does for any organisation's documents.
 * A change here is judged by the evaluation's test sets (`npm run eval`), never by one corpus's words.
 */

// ── The question ────────────────────────────────────────────────────────────────────────────────

/** A chat message is at most a few paragraphs; past this the extra words only slow the query down. */
export const MAX_QUERY_CHARS = 1_000;
/** Words of a question that are searched; a longer message is mostly context, not keywords. */
export const MAX_WORDS = 40;

/**
 * Chat shorthand, folded, and the words it abbreviates («a q hora», «xq no», «cdo llega»): it frames a
 * question as those words do (QUERY_FILLER), and asks for the kind of answer they ask for («a q hora
 * abren?» asks for a time as «¿a qué hora abren?» does: server/ai/answer-types.ts).
 */
export const CHAT_SHORTHAND: Readonly<Record<string, string>> = {
  q: "que",
  k: "que",
  ke: "que",
  xq: "porque",
  pq: "porque",
  porq: "porque",
  x: "por",
  d: "de",
  pa: "para",
  cdo: "cuando",
};

/**
 * Interrogatives, chat filler and the accented stop words Postgres misses, folded (lower case, no
 * accents): they frame a question, never say what it is about, so retrieval never searches them and
 * the gate and the embedded engine never match them (server/ai/bilingual.ts `questionWordTerms`:
 * "get" is no reason to quote a sentence that says «recibidas»). Postgres' Spanish stop-word list keeps
 * "cuál", "cómo", "dónde" when they carry an accent, and no list knows "necesito saber".
 */
export const QUERY_FILLER: ReadonlySet<string> = new Set(
  (
    "cual cuales cuanto cuanta cuantos cuantas como donde que quien quienes cuando hola gracias favor " +
    "necesito necesita quiero quisiera saber dime digame explicame puedo podria pueden tengo tienen " +
    // The asker's want or need in the other persons («si un papá le quiere regalar…»).
    "quiere quieres quieren queremos necesitas necesitan necesitamos " +
    // Mexican chat filler: how colleagues open, soften or close a question.
    "oye oiga oigan porfa porfavor tipo nomas solito ahorita neta bueno pues hago hacer hace le " +
    "please hello hi thanks tell know need want could would " +
    // English words that frame a question without saying what it is about ("how many days do I get").
    "get gets got many much lot lots thing things way " +
    // «Dar» frames a question as "get" does («¿cuántos días me dan?»); folded, its forms meet nouns
    // («dan» is «daño» without its tilde, «damos» shares the stem of «dama»).
    "da dan das damos doy dio dieron den dar " +
    // Words that join one thing to another ("junto con sus archivos", "además del respaldo").
    "junto juntos junta juntas ademas incluso todavia together also even " +
    // The moment of asking: a document states its rules for any day, never for the asker's today.
    "hoy ahora ayer today now yesterday tomorrow " +
    // Chat shorthand for «también», «por favor» and «please».
    "tb tmb tmbn xfa plis pls " +
    // The stop words of Postgres' Spanish list that carry an accent («también», «más», «sí», «están»),
    // folded: a question is also searched without accents, where that list no longer recognises them.
    // Folded, a few meet a rare word («seria», serious; «tenia», tapeworm): «sería» is far likelier.
    "mas si tambien mio mia mios mias estais estan estes esteis esten estare estaras estara " +
    "estareis estaran estaria estarias estariamos estariais estarian estabamos estuvieramos " +
    "estuviesemos habeis hayais habre habras habra habreis habran habria habrias habriamos " +
    "habriais habrian habia habias habiamos habiais habian hubieramos hubiesemos seais sere " +
    "seras sera sereis seran seria serias seriamos seriais serian eramos fueramos fuesemos " +
    "teneis tengais tendre tendras tendra tendreis tendran tendria tendrias tendriamos " +
    "tendriais tendrian tenia tenias teniamos teniais tenian tuvieramos tuviesemos"
  )
    .split(" ")
    .concat(Object.keys(CHAT_SHORTHAND)),
);

/**
 * A question that asks where (folded): when it names nothing the content uses, it is searched as
 * WHERE_SEARCH, the words an address is written with (server/services/retrieval/plan.ts).
 */
export const WHERE_QUESTION =
  /(?<![a-z])(?:donde|adonde|direccion|ubicacion|ubicad[oa]s?|where|address|location|located)(?![a-z])/;
export const WHERE_SEARCH = "ubicación dirección calle avenida av colonia col";

/**
 * Question words, folded, whose next word (a pronoun aside) is the verb of the ask: «¿cuánto me
 * cobran…?», «¿cuándo pagan…?», «¿dónde dejo…?», «¿a qué hora abren…?» (after «qué hora»).
 */
export const ASKING_WORDS: ReadonlySet<string> = new Set(
  "cuanto cuanta cuantos cuantas cuando donde adonde quien quienes".split(" "),
);

/** Unstressed pronouns that may stand between "cómo" and its verb ("¿cómo le hago?", "cómo se instala"). */
export const CLITICS: ReadonlySet<string> = new Set("me te se le lo la nos les los las".split(" "));
/** Unstressed pronouns that are never an article or a noun: only a verb comes after them. */
export const PRONOUNS_BEFORE_VERB: ReadonlySet<string> = new Set("me te se le nos les".split(" "));

/**
 * Question words, function words and chat filler in both languages. They appear in any text, so a
 * match on them says nothing about whether the content answers the question. Written unaccented,
 * because they are compared after `foldAccents`. The gate's and the embedded engine's word matching
 * (server/ai/text.ts `contentTerms`) leaves them out.
 */
export const MATCHING_STOP_WORDS: ReadonlySet<string> = new Set(
  // Spanish
  (
    "a al algo algun alguna algunas alguno algunos ante antes aqui asi aun bien cada como con contra " +
    "cual cuales cualquier cuando cuanta cuantas cuanto cuantos de del desde donde dos e el ella ellas " +
    "ellos en entre era eres es esa esas ese eso esos esta estan estar estas este esto estos fue ha han " +
    "has hasta hay he la las le les lo los me mi mis mucho muy nada ni no nos nosotros o os otra otro " +
    "para pero poco por porque puede pueden puedes puedo que quien quienes se sea ser si sin sobre son su sus " +
    "tambien te tengo tiene tienen todo todos tu tus un una unas uno unos usted ustedes y ya yo " +
    "hola gracias favor quiero quisiera necesito saber decir dime digame explicame informacion " +
    "hace hacer hago " +
    // English
    "about after all am an and any are as at be been before but by can could did do does for from had " +
    "has have how i if in into is it its me my no not of on or our please should so tell than that the " +
    "their them then there these they this to us was we were what when where which who whom why will " +
    "with would you your hi hello thanks know need want"
  ).split(" "),
);

// ── The search plan ─────────────────────────────────────────────────────────────────────────────

/**
 * Chunks of everyday Spanish (server/ai/everyday-spanish.ts) an organisation's word statistics are
 * read beside when weighing a question's words: enough to outweigh the accidents of fifteen knowledge
 * blocks («posible» in one of them is not a rare word), few beside a manual's thousands of chunks.
 */
export const EVERYDAY_SPANISH_CHUNKS = 100;
/** Results a search returns unless asked otherwise: enough for the engine and the "see also" list. */
export const DEFAULT_RESULTS = 8;
/** Results a search returns at most: a caller never needs a whole page of an index. */
export const MAX_RESULTS = 50;
/** The rarest words that define the coordination levels; all words still count for ordering. */
export const MAX_LEVEL_GROUPS = 5;
/** Rows read and ordered at most per search: the bound on its cost (full-text.ts). */
export const CANDIDATES = 200;
/** Up to this many words apart, two question words are a phrase ("archivos de configuración"). */
export const NEARBY_DISTANCE = 3;
/** Share of a word's weight a chunk earns again when the word is in its heading. */
export const HEADING_CREDIT = 0.75;
/** Share of a pair's weight a chunk earns when it has two consecutive question words near each other. */
export const NEARBY_CREDIT = 0.25;
/** The best candidates re-ordered by proximity, so one just below the k-th can still come first. */
export const PROXIMITY_POOL = 24;
/** Share of the weight of the words a chunk says together (within a window) that it earns. */
export const PROXIMITY_CREDIT = 1;
/** About two sentences of a manual or a policy: the window within which words are "together". */
export const PROXIMITY_WINDOW_WORDS = 30;
/**
 * Share of the weight of the question's least weighty word a chunk earns when it holds the kind of
 * answer the question asks for (server/ai/answer-types.ts): «¿cuánto sale el kit…?» puts the page with
 * the kit's price above the page that only recommends it.
 */
export const ANSWER_TYPE_CREDIT = 1;
/** Ranking share of a how-to question's verb: how the employee says it, not what they ask about. */
export const HOW_TO_VERB_RANK_SHARE = 0.5;

// ── The relevance gate ──────────────────────────────────────────────────────────────────────────

/**
 * The gate before answering (server/ai/relevance.ts). Postgres' rank alone cannot tell a weak match
 * from a good one (`ts_rank` over an OR-ed query divides by the number of its terms), so the rank
 * floor only drops near-zero noise and the coverage of the question's IDF mass does the real work.
 */
export const RELEVANCE = {
  /** Below this the top chunk matched nothing worth reading, whatever the question's length. */
  minTopRank: 0.001,
  /**
   * The top chunk (title, heading or text) must contain at least one of the question's content words
   * (or a word bridged from one): Postgres may rank a chunk on another language's stemming of an
   * unrelated word, and such a chunk is not about the question.
   */
  requireSharedTerm: true,
  /**
   * Share of the question's IDF mass the passage must cover: its rare words decide, its common ones
   * weigh little, and a word the organisation's content never uses counts against the match.
   */
  minCoverage: 0.4,
} as const;

/**
 * Searched words of a typical question. A longer message is mostly the story around its question, so
 * the share of its mass a passage must cover falls with the square root of its length beyond this.
 */
export const TYPICAL_QUESTION_WORDS = 10;
/**
 * Share of the question's mass a passage below the gate must cover to be close to it (half the gate's
 * minimum): not enough to answer from, enough to point the member to. A decline names such passages'
 * topics (server/ai/relevance.ts `closestTopics`), and an answer offers such passages of other
 * documents as "see also" (`closePassages`).
 */
export const CLOSE_PASSAGE_COVERAGE = RELEVANCE.minCoverage / 2;
/**
 * Question words a passage must hold to be offered as "see also" when its coverage did not pass the
 * gate (server/ai/relevance.ts `closePassages`) or was never measured (a passage only vectors found:
 * server/ai/extractive.ts `alsoRelevant`); all of them for a shorter question. One shared word is a
 * coincidence.
 */
export const CLOSE_PASSAGE_SHARED_WORDS = 2;
/** A decline's closest topics: at most this many. */
export const DECLINE_TOPICS = { max: 3 } as const;
/** A name the content never mentions (Netflix, CONTPAQi) weighs this many times its rarity: the question is about something else. */
export const UNKNOWN_NAME_WEIGHT = 2;
/**
 * A code the content never has (CS-500 where it lists CS-150 and CS-300) weighs this many times its
 * rarity: it names another model, more surely than a name does.
 */
export const UNKNOWN_CODE_WEIGHT = 3;
/**
 * A question's verb the content never uses (after «cómo», «cuánto», «cuándo», «dónde», «a qué hora»,
 * or after an unstressed pronoun: «¿se las cambiamos?») weighs this share of an unknown word: it is
 * how the employee asks or tells it, not what about.
 */
export const UNKNOWN_HOW_TO_VERB_WEIGHT = 0.5;
/** Gate share a chunk earns with only a word's other-language equivalent: it may be another sense. */
export const TRANSLATED_GATE_SHARE = 0.5;
/** Letters a stem needs before a longer word of a passage that begins with it counts as the same word. */
export const MIN_SHARED_PREFIX = 4;

// ── Bridges: question words the organisation's content never uses (issue 21) ─────────────────────

/**
 * What a bridged word weighs, as a share of the word it leads to, in ranking and at the gate: each
 * bridge is a reading of what the employee meant, less sure than the word written in the documents,
 * and the less sure the bridge the less it weighs (see GUESSED_BRIDGES for what the question counts).
 */
export const BRIDGE_WEIGHT = {
  /** The admin's own synonyms («lana = dinero, sueldo»): the organisation said so. */
  admin: 0.8,
  /** A verb's form with its root's diphthong undone («cierran» → cerrar): the same verb. */
  verb: 0.9,
  /** A unit of measure as the documents write it («kilos» → kg): the same unit. */
  unit: 0.9,
  /** A typo corrected to the closest word the content uses. */
  typo: 0.8,
  /** A clipped word («secu», «prepa») to the most used word of the content it begins. */
  clipping: 0.8,
  /** A Mexican colloquialism of work life, to the words documents use for it. */
  colloquial: 0.7,
  /**
   * A general thesaurus synonym: one sense among several, so it weighs less than the gate's minimum
   * coverage and, being a guess (GUESSED_BRIDGES), never answers a question on its own.
   */
  thesaurus: 0.3,
} as const;

/**
 * Bridges that guess what the member meant from letters or from a general dictionary: a word bridged
 * by one of them still counts in full in the question's mass (plan.ts), since the question may be
 * about something the content lacks. A word the colloquialisms, the admin's synonyms or its own
 * grammar (a verb's or a unit's other form) lead to counts there at its bridge's share, as it is
 * covered: that is what the member meant, said their own way.
 */
export const GUESSED_BRIDGES: ReadonlySet<keyof typeof BRIDGE_WEIGHT> = new Set([
  "typo",
  "clipping",
  "thesaurus",
]);

/**
 * Share of the colloquial sense of a word the content uses («cuesta» is also «precio»: bridges.ts
 * `colloquialSenses`), in ranking and, for a passage without the word itself, at the gate: half a
 * written word, since the content may mean the word itself.
 */
export const COLLOQUIAL_SENSE_SHARE = 0.5;

/** A word this short or shorter is never corrected as a typo: too many words are one letter apart. */
export const TYPO_MAX_UNBRIDGED_LETTERS = 3;
/** Trigram similarity a correction must reach at least: it shares most of its letter triples. */
export const TYPO_MIN_SIMILARITY = 0.4;
/** Words of up to this many letters are corrected by one edit at most, longer ones by two. */
export const TYPO_SHORT_LETTERS = 5;
export const TYPO_MAX_EDITS_SHORT = 1;
export const TYPO_MAX_EDITS_LONG = 2;
/**
 * Letters a word of the content must have beyond a clipped question word that begins it: a clipping
 * drops a syllable at least («secu» of «secundaria»), while one letter more is an inflection.
 */
export const CLIPPING_MIN_DROPPED_LETTERS = 2;
/** Words a colloquialism or thesaurus entry leads to, at most: the first senses are the common ones. */
export const MAX_BRIDGE_TARGETS = 6;

// ── Answer selection (embedded engine) ─────────────────────────────────────────────────────────

/** The embedded answer engine's choices (server/ai/extractive.ts). */
export const EXTRACTIVE = {
  /** Only the best-ranked chunks are quoted; lower ones rarely hold the answer. */
  maxChunks: 3,
  maxSentences: 3,
  /**
   * A sentence from another chunk joins the best one only when it adds this share of its worth; a
   * passage whose best sentence is worth this share of the best one's may give the kind of answer
   * asked for when the best one's passage has none.
   */
  companionShare: 0.6,
  /** A quoted lead-in ending in ":" brings the list under it, up to this many items. */
  maxListItems: 8,
  /** Each step down the ranking weighs a chunk's sentences this much less. */
  chunkDecay: 0.15,
  /**
   * Dice overlap of content words above which a stored Q&A question is the user's question: the same
   * question reworded or with one extra word passes (0.8–1.0); one shared word out of two does not (0.5).
   */
  strongQaMatch: 0.6,
  /**
   * Share of their weight that question words found in a section's own heading lend its first
   * sentence: under "Horario de atención", "Atendemos de lunes a viernes de 9:00 a 18:00" answers
   * "¿Cuál es el horario de atención?" though it contains neither word.
   */
  headingCredit: 0.6,
  /**
   * The same share when the heading is a question (an FAQ's «¿La lámpara UV avisa cuando hay que
   * cambiarla?» over «Sí. Al cumplir 9,000 horas…», or a Q&A pair's question over its answer): all of
   * it, since it says what the answer answers.
   */
  questionHeadingCredit: 1,
  /**
   * Other sources among the quoted passages' neighbours in the ranking (the top `maxChunks`), then
   * the best passage of each other source further down that would have passed the relevance gate on
   * its own, then of each other source close to the question below it (CLOSE_PASSAGE_COVERAGE and
   * CLOSE_PASSAGE_SHARED_WORDS), are listed after the answer as "see also" (at most `maxSeeAlso`):
   * full-text ranking's first pick is not the reader's only chance, and a passage that covers little
   * of the question is not offered.
   */
  maxSeeAlso: 2,
  /** Words of the quoted text at most (issue 10): an answer, not a page to read. */
  maxWords: 80,
  /** A unit is never cut shorter than this, even when many share `maxWords`. */
  minCutWords: 20,
  /**
   * The best sentence is quoted whole when it has at most this many words (half of `maxWords`, so the
   * others keep the rest): longer, it is a run of text without a sentence boundary, cut like the others.
   */
  wholeAnswerWords: 40,
  /**
   * Share of its worth a sentence earns on top when it holds the kind of answer the question asks
   * for (a quantity, a time, an amount, a form, a place: server/ai/answer-types.ts), so that it comes
   * before a neighbour that only shares the question's words.
   */
  answerTypeBonus: 1,
  /** Units after the first quoted one within which the one holding the answer's kind is sought. */
  typedFollowerReach: 2,
  /** Share of its weight a Spanish question's word earns in a sentence that has it only in English. */
  translatedShare: 0.5,
  /**
   * Share of its weight a word earns that only the story before a message's question says («Trabajo en
   * recepción…» before «¿qué le tenemos que pedir?»): half, since the story names the case and the
   * question what to quote about it.
   */
  storyShare: 0.5,
} as const;

/** What a repeated occurrence of a term adds to a quoted window, as a share of its weight. */
export const QUOTE_REPEAT_SHARE = 0.1;
/** Words of context a quoted window keeps before what it counts, unless it starts the text. */
export const QUOTE_LEAD_IN_WORDS = 3;
/**
 * Words a quoted window keeps after what it counts, unless it ends the text: what answers follows
 * what matches (a label's value, a rule's condition), so a quote never stops on the question's words.
 */
export const QUOTE_TAIL_WORDS = 8;
/** Share of the weightiest term a quoted window earns once when it holds the kind of answer asked for. */
export const QUOTE_ANSWER_TYPE_SHARE = 1;

/** Words that end in a period without ending the sentence (Spanish and English), unaccented. */
export const ABBREVIATIONS: ReadonlySet<string> = new Set(
  (
    "sr sra srta sres dr dra lic ing arq prof mtro mtra ud uds ej aprox av avda col depto dpto tel ext " +
    "pag pags num nro art cap vol fig cia mr mrs ms jr st inc ltd co corp dept approx vs"
  ).split(" "),
);
/** «No. 5» and «núm. 3» abbreviate only before a number; «No.» alone ends a Spanish answer. */
export const ABBREVIATIONS_BEFORE_NUMBER: ReadonlySet<string> = new Set(["no", "n"]);

// ── The kind of answer a question asks for (embedded engine, issue 21 point 7) ───────────────────

/**
 * How a question asks for one kind of answer, as patterns over its folded text (lower case, no
 * accents), Spanish and English. A question that asks for a quantity, a time (deadline, date, hour,
 * duration, frequency), an amount of money, a form or document, or a place or contact is answered by
 * a sentence that holds an expression of that kind (server/ai/answer-types.ts). The first kinds win:
 * «¿cuánto tiempo…?» asks for a time and «¿cuánto cuesta…?» for money, not for any number.
 */
export const ANSWER_TYPE_CUES = {
  money:
    "cuant[oa]s? (?:me |te |le |les |nos |se )?(?:cuesta|cuestan|cuest[ae]|vale|valen|cobr\\w*|pag\\w*|sale|descuent\\w*)|" +
    "precios?|costos?|tarifas?|montos?|importes?|how much (?:does|do|is|are|will|would)? ?(?:it |they |this |that )?(?:cost|charge|pay|fee)|" +
    "\\b(?:price|prices|cost|costs|fee|fees|charge|charged)\\b",
  time:
    "cuando|plazo|a que hora|que hora|horarios?|cuanto tiempo|cada cuanto|cada que tanto|en cuant[oa]s? (?:dias|horas|minutos|semanas|meses)|" +
    "que dias?|fecha|vigencia|antes de que|hasta que dia|a partir de que|con cuanta anticipacion|" +
    "when|what time|how long|how often|how soon|deadline|what day|which day|by what date|schedule|opening hours",
  form: "que (?:formato|formulario|forma|solicitud|documento|formatos|formularios|documentos)|which (?:form|document)|what (?:form|document)",
  place:
    "donde|a quien|con quien|telefono|correo|e-?mail|extension|direccion|domicilio|ubicacion|ubicad[oa]|" +
    "where|who (?:do|should|can|must|will) (?:i|we)|whom|phone|address|contact|located",
  quantity: "cuant[oa]s?|que cantidad|how many|how much|what percentage|que porcentaje",
} as const;

/** Words that state a number (Spanish and English), folded; "un"/"una"/"a" only count before a unit of time. */
export const NUMBER_WORDS =
  "uno dos tres cuatro cinco seis siete ocho nueve diez once doce trece catorce quince dieciseis diecisiete " +
  "dieciocho diecinueve veinte veinticinco treinta cuarenta cincuenta sesenta setenta ochenta noventa cien " +
  "ciento doscientos trescientos quinientos mil medio media doble triple mitad " +
  "one two three four five six seven eight nine ten eleven twelve fifteen twenty thirty forty fifty sixty " +
  "hundred thousand half twice double";

/** Units of time after a number make a duration ("5 días hábiles", "two weeks"), folded. */
export const TIME_UNITS =
  "segundos? minutos? min mins horas? hrs? h dias? semanas? quincenas? mes meses bimestres? trimestres? " +
  "semestres? anos? habiles naturales seconds? minutes? hours? days? weeks? months? years?";

/** Names of days and months, and words that state a time or a frequency on their own, folded. */
export const TIME_WORDS =
  "lunes martes miercoles jueves viernes sabados? domingos? enero febrero marzo abril mayo junio julio agosto " +
  "septiembre setiembre octubre noviembre diciembre mediodia medianoche diario diariamente diaria semanal " +
  "semanalmente mensual mensualmente anual anualmente quincenal bimestral trimestral semestral inmediato " +
  "inmediatamente " +
  "monday tuesday wednesday thursday friday saturday sunday january february march april may june july " +
  "august september october november december noon midnight daily weekly monthly yearly annually immediately";

/** Words that name money next to an amount ("45.00 pesos", "precio: 1,890.00"), folded. */
export const MONEY_WORDS = "pesos? mxn usd dolares? dlls m\\.n\\. dollars?";
/** Nouns a money amount may follow by a few characters ("Precio público: 1890.00"), folded. */
export const MONEY_NOUNS =
  "precio costo monto importe tarifa cargo cuota anticipo descuento price cost fee charge amount";

/** Words that name a form or a document ahead of its name or code ("formato RH-02", "form W-4"), folded. */
export const FORM_WORDS = "formato formatos formulario formularios forma solicitud form forms";

/** Words of a postal address ahead of its name or number ("Av. Juárez 120", "Col. Centro"), folded. */
export const ADDRESS_WORDS =
  "calle av avenida blvd boulevard bulevar calzada carretera col colonia c\\.p cp km esquina piso local " +
  "street st avenue ave road rd suite floor";

/**
 * Words after a number within which what the question counts must follow it ("12 días", "15 días
 * hábiles").
 */
export const COUNT_REACH = 3;

// ── Hybrid retrieval (only when an embedding model is configured) ────────────────────────────────

/** Reciprocal rank fusion's constant (server/services/retrieval/hybrid.ts): the usual 60. */
export const RRF_K = 60;
/**
 * Cosine distance beyond which a nearest neighbour is unrelated. For OpenAI's text-embedding-3
 * models related passages are typically at 0.3–0.6 and unrelated ones at 0.75 and more.
 */
export const MAX_VECTOR_DISTANCE = 0.7;
/** Results hybrid retrieval returns at most, and the candidates each list contributes. */
export const HYBRID_MAX_CANDIDATES = 50;
