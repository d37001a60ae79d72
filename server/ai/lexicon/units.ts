/**
 * Units of measure as people say them and as documents write them (issue 21 point 5): a question asks
 * «¿cuántos kilos pesa?», «¿cuántos kilómetros cubre la garantía?»; a catalogue or a policy writes
 * "36 kg", "10,000 km". Each spelled-out unit (singular; the lookup also meets its plural) leads to
 * its symbols, and each symbol to the spelled-out unit. Lower case, without accents. Units of time are
 * left to the time families (derivations-es.ts): "h" and "min" say little on their own.
 */
const SPELLED_TO_SYMBOLS: Readonly<Record<string, readonly string[]>> = {
  kilo: ["kg"],
  kilogramo: ["kg"],
  gramo: ["g", "gr"],
  tonelada: ["ton"],
  libra: ["lb", "lbs"],
  kilometro: ["km"],
  metro: ["m"],
  centimetro: ["cm"],
  milimetro: ["mm"],
  litro: ["l", "lt", "lts"],
  mililitro: ["ml"],
  galon: ["gal"],
  watt: ["w"],
  kilowatt: ["kw"],
  volt: ["v"],
  voltio: ["v"],
  decibel: ["db"],
  // English questions on Spanish content meet the same symbols.
  kilogram: ["kg"],
  pound: ["lb", "lbs"],
  kilometer: ["km"],
  kilometre: ["km"],
  meter: ["m"],
  metre: ["m"],
  centimeter: ["cm"],
  millimeter: ["mm"],
  liter: ["l"],
  litre: ["l"],
  gallon: ["gal"],
};

/** Spelled-out units to their symbols, and each symbol (of two letters or more) to its units. */
export const UNITS: Readonly<Record<string, readonly string[]>> = (() => {
  const units: Record<string, string[]> = {};
  for (const [spelled, symbols] of Object.entries(SPELLED_TO_SYMBOLS)) {
    units[spelled] = [...symbols];
    for (const symbol of symbols.filter((symbol) => symbol.length > 1))
      units[symbol] = [...new Set([...(units[symbol] ?? []), spelled])];
  }
  return units;
})();
