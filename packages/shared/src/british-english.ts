// The product's English is British, as Swiss English usage is (docs/glossary.md): colour, cancelled,
// centre, organise, licence, behaviour. The web app's and the server's wording tests read every
// English text with this one rule.

const AMERICAN =
  /\b(?:color|colors|colored|canceled|canceling|center|centers|centered|behavior|behaviors|favorite|favorites|honor|neighbor|gray|catalog|dialog|\w+iz(?:e|es|ed|ing|ation|ations))\b/gi;
/** Words ending in -ize that are British too. */
const ALSO_BRITISH = /^(?:size|sizes|sized|prize|seize)$/i;

/** The American spellings in an English text (none: it is British English). */
export function americanSpellings(text: string): string[] {
  return (text.match(AMERICAN) ?? []).filter((word) => !ALSO_BRITISH.test(word));
}
