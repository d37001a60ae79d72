/**
 * Spanish verbs whose noun the stemmer cannot reach (issue 21 point 5): Latin-born families whose
 * verb and noun part at the stem («devolver» devolv-, «devolución» devolu-), so a question that says
 * one never matches content that says the other. Each family is an ending of the verb's forms
 * (regular and irregular: devolver, devuelven; extraer, extraigan, extrajo) and of its noun, after
 * any prefix (de-, ex-, re-, in-…). The regular families (cancelar/cancelación, entregar/entrega)
 * share a stem and need no entry. Lower case, without accents.
 */
export type DerivationFamily = {
  /** What the verb's forms end with before their inflection, most specific first. */
  verbForms: readonly string[];
  /** The infinitive's ending, and the endings of its nouns. */
  verb: string;
  nouns: readonly string[];
};

export const DERIVATIONS_ES: readonly DerivationFamily[] = [
  { verbForms: ["olv", "uelv"], verb: "olver", nouns: ["olucion"] }, // devolver, resolver
  { verbForms: ["traig", "traj", "tra"], verb: "traer", nouns: ["traccion"] }, // extraer, contraer
  { verbForms: ["duzc", "duj", "duc"], verb: "ducir", nouns: ["duccion"] }, // reducir, producir, deducir
  { verbForms: ["scrib"], verb: "scribir", nouns: ["scripcion"] }, // inscribir, suscribir, prescribir
  { verbForms: ["pong", "pus", "pon"], verb: "poner", nouns: ["posicion"] }, // reponer, disponer
  { verbForms: ["teng", "tien", "tuv", "ten"], verb: "tener", nouns: ["tencion"] }, // retener, obtener
  { verbForms: ["cib"], verb: "cibir", nouns: ["cepcion"] }, // recibir, percibir
  { verbForms: ["prim"], verb: "primir", nouns: ["presion"] }, // imprimir, suprimir
  { verbForms: ["mit"], verb: "mitir", nouns: ["mision"] }, // admitir, emitir, transmitir
  { verbForms: ["cluy", "clu"], verb: "cluir", nouns: ["clusion"] }, // excluir, incluir
  { verbForms: ["tiend", "tend"], verb: "tender", nouns: ["tension", "tencion"] }, // extender, atender
  { verbForms: ["pend"], verb: "pender", nouns: ["pension"] }, // suspender
  { verbForms: ["veng", "vien", "vin", "ven"], verb: "venir", nouns: ["vencion"] }, // prevenir, intervenir
];

/**
 * Units of time, each before the words for its schedule or period, which the stemmer parts from it:
 * «¿a qué hora abren?» is answered by the «Horario», «cada mes» by a «pago mensual». Lower case,
 * without accents; a unit also meets its plural («horas», «meses»).
 */
export const TIME_FAMILIES_ES: readonly (readonly string[])[] = [
  ["hora", "horario"],
  ["dia", "diario"],
  ["semana", "semanal"],
  ["quincena", "quincenal"],
  ["mes", "mensual", "mensualidad"],
  ["ano", "anual", "anualidad"],
];
