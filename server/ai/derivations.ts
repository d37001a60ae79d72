import "server-only";
import { DERIVATIONS_ES, TIME_FAMILIES_ES } from "@/server/ai/lexicon/derivations-es";
import { foldAccents } from "@/server/ai/text";

/*
 * Spanish word forms the stemmer (server/ai/text.ts `stem`, and Postgres' for the index) does not
 * relate: a conjugated verb and its infinitive, a verb and its noun where their stems part, a verb
 * whose root changes when stressed. Retrieval and the gate use them to meet the form the content
 * writes.
 */

// Endings of a conjugated Spanish verb (folded) that the stemmer keeps: «reciben», «cobramos»,
// «acabaron», «pagaban», «metio».
const FINITE_VERB_ENDING =
  /(?:ieron|aron|abamos|iamos|amos|emos|imos|aban|abas|aste|iste|ian|ias|aba|io|an|en|as)$/;

/** The root a conjugated verb (folded) shares with its infinitive's stem («reciben» → recib, as «recibir»). */
export function verbRoot(word: string): string | null {
  const ending = word.match(FINITE_VERB_ENDING);
  if (!ending || word.length - ending[0].length < 3) return null;
  return word.slice(0, -ending[0].length);
}

// What follows a verb's root in its forms: an inflection, which opens with a vowel (-er, -en, -ieron,
// -an, -o), and any attached pronouns.
const INFLECTION = /^[aeiou][a-z]{0,7}$/;

/** A unit of time as written, singular or plural («hora», «horas», «meses»). */
const isUnit = (word: string, unit: string) => new RegExp(`^${unit}(?:s|es)?$`).test(word);

/**
 * The same word as the other part of speech, where the stemmer parts a Spanish family
 * (DERIVATIONS_ES): the nouns of a verb's form («devolver», «devuelven» → devolucion; «extraigan» →
 * extraccion) and the infinitive of a noun («devoluciones» → devolver). A prefix must come before
 * the family's ending: «poner» alone is not «posición». A unit of time is also the words for its
 * schedule or period (TIME_FAMILIES_ES: «horas» → horario, «mes» → mensual); not back: a question
 * that says «horario» already names what it asks for. A verb's present plural with a stressed root
 * is also its unstressed one (`undiphthongized`: «cierran» → cerran, the «cerr-» of «cerrado»); the
 * plural only: «bueno» is no form of «bono».
 */
export function derivedForms(token: string): string[] {
  const word = foldAccents(token.toLowerCase());
  const forms = new Set<string>();
  for (const [unit, ...periods] of TIME_FAMILIES_ES)
    if (isUnit(word, unit)) for (const period of periods) forms.add(period);
  // «¿A qué hora cierran?» is answered by «cerramos», «atienden» by «atendemos».
  const unstressed = /[ae]n$/.test(word) ? undiphthongized(word) : null;
  if (unstressed) forms.add(unstressed);
  for (const { verbForms, verb, nouns } of DERIVATIONS_ES) {
    for (const noun of nouns) {
      const match = word.match(new RegExp(`^(.+)${noun}(?:es)?$`));
      if (match) forms.add(match[1] + verb);
    }
    for (const form of verbForms) {
      const at = word.lastIndexOf(form);
      if (at < 1 || !INFLECTION.test(word.slice(at + form.length))) continue;
      for (const noun of nouns) forms.add(word.slice(0, at) + noun);
      break;
    }
  }
  forms.delete(word);
  return [...forms];
}

// A stressed «ie» or «ue» in a verb's root, then the rest of a present-tense form («cierran»,
// «cuesta», «devuelven», «muestra»): the root those verbs keep unstressed is «e» or «o» (cerrar,
// costar, devolver, mostrar), which is how documents write them («cerrado», «costo», «mostrar»).
const DIPHTHONG_FORM = /^(.*?)(ie|ue)([^aeiou]{1,3}(?:o|as|a|an|e|es|en))$/;

/** A present-tense form with its root's diphthong undone («cierran» → cerran), or null. */
export function undiphthongized(token: string): string | null {
  const match = foldAccents(token.toLowerCase()).match(DIPHTHONG_FORM);
  if (!match || match[1].length === 0) return null;
  return `${match[1]}${match[2] === "ie" ? "e" : "o"}${match[3]}`;
}
