// Finds makes and models for what a visitor types: 'nexon', 'swfit', 'i 20', 'marutu swift', 'creta diesel'.
import { Match, matchWord, normaliseSearchText, searchWords, type MatchTier } from './fuzzy-match';

/** A make as the search sees it. */
export interface SearchableMake {
  name: string;
}

/** A model as the search sees it: its make's name, its own, its variants' and its body and fuel labels. */
export interface SearchableModel {
  make: string;
  model: string;
  variants: readonly string[];
  /** Body and fuel labels ('SUV', 'Diesel'): they narrow a search ('nexon diesel'), and find models only when no name or variant does. */
  traits: readonly string[];
}

/** What was found: indexes into the lists given, best first. */
export interface SearchHits {
  makes: number[];
  models: number[];
}

/** Words typed beyond this many are ignored (nobody names a car in more). */
const MAX_WORDS = 6;

/** A typed query, read once: its words, its letters run together ('i 20' → 'i20'), and a remembering matcher. */
interface Query {
  words: string[];
  joined: string;
  /** matchWord, remembered for this query: the catalogue repeats words ('VXi', 'Petrol', each make's name). */
  match: (typed: string, word: string, inside?: boolean) => MatchTier | null;
}

function readQuery(text: string): Query {
  const seen = new Map<string, MatchTier | null>();
  const match = (typed: string, word: string, inside = true) => {
    const key = `${inside ? '+' : '-'}${typed} ${word}`;
    const known = seen.get(key);
    if (known !== undefined) return known;
    const tier = matchWord(typed, word, inside);
    seen.set(key, tier);
    return tier;
  };
  return { words: searchWords(text).slice(0, MAX_WORDS), joined: normaliseSearchText(text), match };
}

/** A name's words, and each name run together ('Wagon R' → words 'wagon', 'r'; joined 'wagonr'). */
interface Words {
  words: string[];
  joined: string[];
}

function wordsOf(names: readonly string[]): Words {
  const words = [...new Set(names.flatMap(searchWords))];
  const joined = [...new Set(names.map(normaliseSearchText))].filter((j) => j && !words.includes(j));
  return { words, joined };
}

const better = (a: MatchTier | null, b: MatchTier | null): MatchTier | null => (a === null ? b : b === null ? a : a < b ? a : b);
const worse = (a: MatchTier, b: MatchTier): MatchTier => (a > b ? a : b);

/** The best tier at which `typed` matches a name: a part of one of its words counts, a part of the run-together name does not ('alto' is not in 'Dual Tone'). */
function bestIn(query: Query, typed: string, name: Words): MatchTier | null {
  let best: MatchTier | null = null;
  for (const word of name.words) best = better(best, query.match(typed, word));
  for (const joined of name.joined) best = better(best, query.match(typed, joined, false));
  return best;
}

/** How well a make matches: the whole query against its name run together, or every typed word against its words. */
function scoreMake(query: Query, make: SearchableMake): MatchTier | null {
  const name = wordsOf([make.name]);
  let each: MatchTier | null = Match.EXACT;
  for (const typed of query.words) {
    const tier = bestIn(query, typed, name);
    each = tier === null || each === null ? null : worse(each, tier);
  }
  return better(query.match(query.joined, normaliseSearchText(make.name), false), each);
}

/** What a typed word matched, most telling first: the model's name, a variant, a body or fuel label, the make. */
const Field = { MODEL: 0, VARIANT: 1, TRAIT: 2, MAKE: 3 } as const;
type FieldKind = (typeof Field)[keyof typeof Field];

interface ModelScore {
  tier: MatchTier;
  /** The most telling field a typed word matched. */
  field: FieldKind;
  /** 0 when the query names every word of the model ('nexon' for Nexon, not for Nexon EV), else 1. */
  partial: 0 | 1;
}

/** The whole query run together against the model's name, alone or after its make ('i 20', 'nexon-ev', 'hondacity'). */
function scoreWhole(query: Query, entry: SearchableModel): MatchTier | null {
  const model = normaliseSearchText(entry.model);
  const make = normaliseSearchText(entry.make);
  const alone = query.match(query.joined, model, false);
  // After the make only when the query goes past the make, and never by typos (too loose over a long name).
  const afterMake = query.match(query.joined, make, false) === null ? query.match(query.joined, make + model, false) : null;
  return better(alone, afterMake !== null && afterMake < Match.TYPO ? afterMake : null);
}

/**
 * How well a model matches: every typed word matches its model name, a variant, a body or fuel label or
 * its make, and not all of them only the make (a make alone is the make's tile, not all its models);
 * or the whole query matches its name.
 */
function scoreModel(query: Query, entry: SearchableModel): ModelScore | null {
  const fields: Words[] = [wordsOf([entry.model]), wordsOf(entry.variants), wordsOf(entry.traits), wordsOf([entry.make])];
  const modelWords = searchWords(entry.model);
  const named = new Set<string>();
  let each: MatchTier | null = Match.EXACT;
  let field: FieldKind = Field.MAKE;
  for (const typed of query.words) {
    let best: MatchTier | null = null;
    fields.forEach((name, kind) => {
      const tier = bestIn(query, typed, name);
      if (tier === null) return;
      best = better(best, tier);
      if (kind < field) field = kind as FieldKind;
    });
    each = best === null || each === null ? null : worse(each, best);
    for (const word of modelWords) if (query.match(typed, word) !== null) named.add(word);
  }
  if (field === Field.MAKE) each = null;
  const whole = scoreWhole(query, entry);
  const tier = better(whole, each);
  if (tier === null) return null;
  const covered = whole === Match.EXACT || modelWords.every((w) => named.has(w));
  return { tier, field: whole !== null ? Field.MODEL : field, partial: covered ? 0 : 1 };
}

/**
 * The makes and models that match a query, best first: exact words, then starts of words, then parts of
 * words, then typos. Typo matches count only when nothing matched as typed, and models found by a variant
 * or a label only when no model was found by its name ('i 20' finds the i20, not the CR-V 2.0 i-VTEC).
 * Ties keep the order given (popular makes first). At most `limit` models.
 */
export function searchCatalogue(
  text: string,
  makes: readonly SearchableMake[],
  models: readonly SearchableModel[],
  limit = 10,
): SearchHits {
  const query = readQuery(text);
  if (!query.joined) return { makes: [], models: [] };
  const makeHits = makes.flatMap((make, index) => {
    const tier = scoreMake(query, make);
    return tier === null ? [] : [{ index, tier }];
  });
  const modelHits = models.flatMap((entry, index) => {
    const score = scoreModel(query, entry);
    return score === null ? [] : [{ index, ...score }];
  });
  const literal = [...makeHits, ...modelHits].some((hit) => hit.tier < Match.TYPO);
  const asTyped = <H extends { tier: MatchTier }>(hit: H) => !literal || hit.tier < Match.TYPO;
  const keptModels = modelHits.filter(asTyped);
  const field = Math.min(...keptModels.map((hit) => hit.field));
  return {
    makes: makeHits
      .filter(asTyped)
      .sort((a, b) => a.tier - b.tier || a.index - b.index)
      .map((hit) => hit.index),
    models: keptModels
      .filter((hit) => hit.field === field)
      .sort((a, b) => a.tier - b.tier || a.partial - b.partial || a.index - b.index)
      .slice(0, limit)
      .map((hit) => hit.index),
  };
}
