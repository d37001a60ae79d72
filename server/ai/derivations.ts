import "server-only";
import { DERIVATIONS_ES } from "@/server/ai/lexicon/derivations-es";
import { foldAccents } from "@/server/ai/text";

// What follows a verb's root in its forms: an inflection, which opens with a vowel (-er, -en, -ieron,
// -an, -o), and any attached pronouns.
const INFLECTION = /^[aeiou][a-z]{0,7}$/;

/**
 * The same word as the other part of speech, where the stemmer parts a Spanish family
 * (DERIVATIONS_ES): the nouns of a verb's form («devolver», «devuelven» → devolucion; «extraigan» →
 * extraccion) and the infinitive of a noun («devoluciones» → devolver). A prefix must come before
 * the family's ending: «poner» alone is not «posición».
 */
export function derivedForms(token: string): string[] {
  const word = foldAccents(token.toLowerCase());
  const forms = new Set<string>();
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
