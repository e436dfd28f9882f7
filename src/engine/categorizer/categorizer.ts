import { categoryKind, NOT_A_PRODUCT_CODE } from '../category-kind.js';
import { WEIGHED_AMOUNT } from '../text/amounts.js';
import { basicNormalize, type Token, UNIT_WORDS } from '../text/normalize.js';
import { looksRomance, ROMANCE_AUDIENCE, ROMANCE_OF, ROMANCE_SETS } from '../text/romance.js';
import { stemWord } from '../text/stem.js';
import type { Categorization, CategoryCandidate, ProductText } from '../types.js';
import { bookNumberIn } from './book-number.js';
import { subtitleOf } from './book-subtitle.js';
import {
  beforeStoreNumber,
  looksLikeCardDescriptor,
  merchantEvidence,
  merchantFirst,
} from './card-descriptor.js';
import { decide } from './decision.js';
import { type EvidenceField, isHeadEvidence, type ScoredEvidence, scoreMatch } from './evidence.js';
import {
  isFoodService,
  isServedFood,
  namesFood,
  namesStyle,
  placeOfHint,
  servingCode,
  titleRestaurant,
} from './food-service.js';
import {
  apparelCodeForNamedSex,
  apparelCodeForWearer,
  garmentSense,
  WOMENS_APPAREL,
} from './gender.js';
import {
  descriptionSegments,
  isAttributeWord,
  isColourAttribute,
  opensWithBrandDash,
  segmentTitle,
  type TitleSegment,
  textTokens,
} from './listing-segments.js';
import { findMatches, knowsWord, type PhraseIndex, type PhraseMatch } from './phrase-index.js';
import {
  applyRefinements,
  applyWearer,
  COMPUTER,
  COMPUTER_LINE,
  EATER_WORDS,
  PURPOSE_PREFIX,
  wordSet,
} from './refinements.js';
import { objectFirst, SERVICE_ACT_NOTE, type ServiceTitle, serviceActOf } from './service-acts.js';
import { productLevels } from './shop-hint.js';
import { stayEvidence } from './stay-evidence.js';
import {
  ARTIFICIAL_PLANT_CODE,
  BOOK_CODE,
  callsItToy,
  closesWithAccessory,
  GAME_SOFTWARE_CODE,
  hostBeforeAccessory,
  imitatedBefore,
  imitatesPlant,
  mediaOfPart,
  namesImitation,
  namesNoHardware,
  namesPet,
  PET_APPAREL_CODE,
  RECORDED_MUSIC_CODE,
  TOY_CODE,
  toyModifier,
  withAccessoryHead,
  wornByPet,
} from './structure-rules.js';
import { normalizeSegment, splitPath, type TaxonomyIndex } from './taxonomy.js';
import { ticketEvidence } from './ticket-evidence.js';
import { vehicleEvidence } from './vehicle-evidence.js';

/** Everything the categorizer needs, built once at load. */
export interface CategorizerData {
  version: string;
  primary: PhraseIndex;
  census: PhraseIndex;
  taxonomy: TaxonomyIndex;
  titleOf: (code: string) => string | null;
}

/** Settings that are part of the categorizer's published behaviour. */
export interface CategorizerSettings {
  threshold: number;
  fallbackCode: string;
}

/** Turns product text into ranked NAICS-6 candidates with evidence. */
export interface Categorizer {
  readonly name: string;
  readonly version: string;
  readonly threshold: number;
  readonly fallbackCode: string;
  categorize(text: ProductText): Categorization;
}

export const DEFAULT_SETTINGS: CategorizerSettings = { threshold: 0.15, fallbackCode: '339999' };

const FIELD_WEIGHT: Record<EvidenceField, number> = {
  title: 1,
  hint: 0.7,
  description: 0.2,
  manufacturer: 0.8,
};
const ROLE_WEIGHT = { main: 1, with: 0.35, target: 0.12, medium: 0.35 } as const;
const HEAD_BONUS = 2;
const LATER_CHUNK_WEIGHT = 0.4;
const DESCRIPTION_TOKEN_LIMIT = 80;
/** Description weight × this when the title names no product type: 0.2 → 0.6. */
const DESCRIPTION_WITHOUT_TITLE_TYPE = 3;
const DESCRIPTION_CHAR_LIMIT = 1_000;
/**
 * Words for the form of a product that a service word can describe ("manicure kit", "massage gel",
 * "grooming table"), beside the product types the Census index knows. Stems, as tokenised.
 */
const PRODUCT_FORMS = new Set([
  'kit',
  'set',
  'gel',
  'lotion',
  'balm',
  'serum',
  'spray',
  'scrub',
  'wax',
  'powder',
  'mask',
  'tool',
  'brush',
  'file',
  'scissor',
  'clipper',
  'table',
  'bed',
  'mat',
  'pad',
  'device',
  'machine',
  'roller',
  'stone',
  'book',
  'chart',
  'robot',
]);
/** Words that end a service word's phrase: "Haircut and beard trim" names two services. */
const CONJUNCTIONS = new Set(['and', 'or', 'plus']);
/** Codes of things worn: apparel, footwear, bags and leather goods, jewelry. */
const WORN_PREFIXES = ['315', '316', '3149', '33991'];
/** As much as a Census product type at the head of the title. */
const WEARER_SCORE = 0.7;
/** Score at which evidence counts as strong: a vocabulary product type in the title head ≈ 2. */
const STRENGTH_SCALE = 0.8;

/** Words that end a title naming a bag: "Men Grey Bag", "Unisex Belt Pouch". */
const BAG_HEADS = new Set(['bag', 'pouch']);
const HANDBAG = '316992';
const TEXTILE_BAG = '314910';

interface WornCode {
  code: string;
  what: string;
}

/**
 * What a title that names its wearer and no known product type is: a garment of the wearer's
 * apparel code, unless its last word is a bag (conventions §5: a woman's bag is a handbag, any
 * other bag a textile bag, which the material words may refine).
 */
function wornCode(mainTokens: readonly Token[], wearerCode: string): WornCode {
  if (!BAG_HEADS.has(mainTokens.at(-1)?.stem ?? '')) return { code: wearerCode, what: 'apparel' };
  return { code: wearerCode === WOMENS_APPAREL ? HANDBAG : TEXTILE_BAG, what: 'a bag' };
}

/** What a title is read with besides its segments. */
interface TitleReading {
  /** The apparel code of the wearer the listing names, or null. */
  wearer: string | null;
  /** The title opens with a lone word and a dash: "Ring - Video Doorbell". */
  brandFirst: boolean;
  title: string;
  /** The restaurant, café or bar the hint names, where the title's food was served. */
  place: string | null;
}

/** Builds a categorizer over loaded indexes. */
export function createCategorizer(
  data: CategorizerData,
  settings: CategorizerSettings = DEFAULT_SETTINGS,
): Categorizer {
  const keepWord = (word: string, previous?: string): boolean =>
    knowsWord(data.primary, word, previous) || knowsWord(data.census, word, previous);
  const phraseAcross = (tokens: readonly Token[], i: number): number => {
    let end = -1;
    // "Fox Fur Coat": "fur" is German "für" only when no phrase opens with it.
    const opens = tokens[i]?.stem === 'fur';
    for (const match of findMatches(tokens, data.primary)) {
      if ((match.start < i || (opens && match.start === i)) && match.end > i + 1) {
        end = Math.max(end, match.end);
      }
    }
    return end;
  };

  function titleEvidence(
    segments: TitleSegment[],
    index: PhraseIndex,
    { wearer, brandFirst, title, place }: TitleReading,
  ): ScoredEvidence[] {
    const found = segments.map((segment) => findMatches(segment.tokens, index));
    const romanceTitle = looksRomance(title, basicNormalize(title).split(' '));
    // Specs ("16GB RAM") and attributes ("Battery Powered") count a little, never as the head.
    // "RTX 4070 Ti 12GB Graphics Card", "Corsair 32GB DDR5 Memory": a type after a spec that
    // closes the title, with no product type before it, is the product itself.
    const namesType = (i: number): boolean =>
      (found[i] ?? []).some((m) => m.phrase.kind === 'type');
    const isSpec = (i: number, match: PhraseMatch): boolean => {
      const segment = segments[i];
      if (segment === undefined) return false;
      if (isAttributeWord(segment, match)) return true;
      if (segment.tokens[match.start]?.isSpec !== true) return false;
      const closesTitle =
        match.end === segment.tokens.length && !segments.some((_, j) => j > i && namesType(j));
      const typeBefore =
        segments.some((_, j) => j < i && namesType(j)) ||
        (found[i] ?? []).some((m) => m.end <= match.start && m.phrase.kind === 'type');
      return !closesTitle || typeBefore;
    };
    const perSegment = segments.map((segment, i) => {
      const matches = found[i] ?? [];
      // "Rugged case (with card slots) for Pixel 8": an accessory noun before "for" is the product.
      const targets = segments
        .map((later, j) => ({ later, j }))
        .filter(
          ({ later, j }) => j > i && later.chunk === segment.chunk && later.role === 'target',
        );
      const hostCodes = targets.flatMap(({ j }) =>
        (found[j] ?? []).flatMap((match) => match.phrase.codes),
      );
      // "For iPad 10th Gen Folio Keyboard Case": the host named first, in the same part.
      const ownHostCodes = segment.opensWithHost
        ? matches.filter((m) => m.phrase.kind === 'line').flatMap((m) => m.phrase.codes)
        : [];
      // "iPhone 15 Pro Case": the host's line named just before the accessory noun.
      const lineHostCodes =
        segment.role === 'main' ? hostBeforeAccessory(segment.tokens, matches) : [];
      return segment.role === 'main' &&
        (targets.length > 0 || segment.opensWithHost === true || lineHostCodes.length > 0)
        ? withAccessoryHead(segment.tokens, matches, [
            ...hostCodes,
            ...ownHostCodes,
            ...lineHostCodes,
          ])
        : matches;
    });
    const kept = segments.map((segment, i) =>
      (perSegment[i] ?? []).filter(
        (match, j, all) =>
          !isSpec(i, match) &&
          !(isFoodService(match) && namesStyle(match, segment.tokens, all)) &&
          !isColourAttribute(
            segment,
            match,
            all.slice(0, j).some((m) => m.phrase.kind !== 'brand'),
            all.some((m, k) => k !== j && m.phrase.kind === 'type'),
          ),
      ),
    );
    // "Ring - Video Doorbell - Satin Nickel": the lone word before the dash is the maker when the
    // next part names a product of its own.
    const first = segments[0];
    if (
      brandFirst &&
      first?.chunk === 0 &&
      first.tokens.length === 1 &&
      segments.some(
        (segment, i) =>
          segment.chunk === 1 &&
          segment.role === 'main' &&
          (kept[i] ?? []).some((m) => m.phrase.kind === 'type'),
      )
    ) {
      kept[0] = [];
    }
    const specs = segments.map((_, i) => (perSegment[i] ?? []).filter((match) => isSpec(i, match)));
    const titleTokens = segments.flatMap((segment) => segment.tokens);
    // "Dinner at Olive Garden", "Uber Eats order: pad thai": the food was served, not packaged.
    const serving = servingCode(title, kept.flat(), titleTokens, place);
    const forPet = segments.some(
      (segment) => segment.role === 'target' && namesPet(segment.tokens),
    );
    // The head chunk is the first that names a product type or line: a brand-only first chunk
    // ("Crocs, Classic Clog") passes the role on; spec chunks after it ("50MP Camera") count less.
    const headChunk = segments.find(
      (segment, i) =>
        segment.role === 'main' && (kept[i] ?? []).some((m) => m.phrase.kind !== 'brand'),
    )?.chunk;
    // "Saucesations with Beef in Garden Sauce Cat Food": when the words before "with" name no
    // product, the product type the title closes with is the product.
    const withHead =
      headChunk === undefined
        ? segments.find(
            (segment, i) =>
              segment.role === 'with' &&
              segment.isContainer !== true &&
              // "… 20 x 0,5 l (zzgl. Pfand)": a deposit on top of the product is not it.
              (kept[i] ?? []).some(
                (m) => m.phrase.kind === 'type' && !m.phrase.codes.includes(NOT_A_PRODUCT_CODE),
              ),
          )
        : undefined;
    // "TERMINIX SERVICE", "SQ *IHOP #4412", "KROGER #0731": a service's brand opening a title that
    // names no product, or a merchant's opening a card descriptor, is what was bought.
    const descriptor = looksLikeCardDescriptor(title);
    const merchantSegment =
      (headChunk === undefined || descriptor) && withHead === undefined
        ? segments.find(
            (segment, i) =>
              segment.role === 'main' &&
              merchantFirst(kept[i] ?? [], segment.tokens, descriptor) !== undefined,
          )
        : undefined;
    // "Vitamin C + Caffeine Eye Cream", "Apple + Pear Juice": what the product is made of, then it.
    const plusParts = ingredientsBeforePlus(segments, kept, headChunk, title);
    const serviceTitle: ServiceTitle = {
      text: title,
      namesHost: segments.some((segment) => segment.role === 'target'),
      namesProduct: (words) => namesProductIn(words, [data.primary, data.census]),
    };
    const evidence: ScoredEvidence[] = [];
    const media = mediaPart(segments, kept);
    if (media !== undefined) evidence.push(mediaEvidence(media));
    const platform = media?.segment;
    segments.forEach((segment, i) => {
      // A game's platform names the console it runs on, a film's format the player: not the product.
      if (segment === platform) return;
      const segmentMatches = kept[i] ?? [];
      // Before a platform or format part, the title's words are the game's or film's name
      // ("Lord of the Rings Gollum - PS4"): none of them is the head.
      const isHeadSegment =
        media === undefined &&
        (plusParts !== undefined
          ? segment === plusParts.head
          : (segment.role === 'main' && segment.chunk === headChunk) ||
            segment === withHead ||
            segment === merchantSegment);
      const role =
        segment === withHead || segment === plusParts?.head
          ? 'main'
          : segment === plusParts?.ingredients
            ? 'with'
            : segment.role;
      // "Rug cleaning", "Watch battery replacement": an act after the object names a service.
      const act = isHeadSegment ? serviceActOf(segment.tokens, segmentMatches, serviceTitle) : null;
      const matches =
        act === null ? segmentMatches : segmentMatches.filter((m) => m.end <= act.start);
      // Without a product type, the first product line names the product; later lines in the
      // title are its parts or specs ("ThinkPad X1 … Intel Core Ultra 7").
      const headMatches = isHeadSegment ? beforeQuantity(matches, segment.tokens) : matches;
      const namedFirst = isHeadSegment
        ? romanceHead(headMatches, segment.tokens, romanceTitle)
        : undefined;
      const boxedGift =
        isHeadSegment && namedFirst === undefined ? giftBoxed(headMatches) : undefined;
      const merchant =
        segment === merchantSegment
          ? merchantFirst(headMatches, segment.tokens, descriptor)
          : undefined;
      const closingType = isHeadSegment
        ? (merchant ??
          tradeVisit(headMatches, segment.tokens) ??
          computerFirst(headMatches, segment.tokens) ??
          namedFirst ??
          subscribedTo(headMatches) ??
          boxedGift ??
          variantOf(headMatches, segment.tokens) ??
          [...headMatches]
            .reverse()
            .find((m) => m.phrase.kind === 'type' && !namedFlavour(m, segment.tokens)) ??
          matches.find((m) => m.phrase.kind === 'line'))
        : undefined;
      // "Toy blender for kids pretend play": the toy phrase says what the blender is.
      const lastType =
        closingType === undefined
          ? undefined
          : (imitatedBefore(closingType, headMatches, segment.tokens, titleTokens, matches) ??
            closingType);
      // "Foot massage roller": the service only says what the product is for, so it is no evidence.
      const servedBy =
        lastType !== undefined && servesNamedProduct(segment.tokens, lastType)
          ? lastType
          : undefined;
      const head = servedBy === undefined ? lastType : undefined;
      // "Starbucks Grande Caramel Macchiato": a served meal's head is a food, a drink or a dish.
      const mealCode =
        serving !== null && (head === undefined || isServedFood(head, segment.tokens))
          ? serving
          : null;
      const chunkWeight =
        headChunk === undefined || segment.chunk <= headChunk ? 1 : LATER_CHUNK_WEIGHT;
      // "Smart Stages Laptop, Baby Toy": a later part of the title says the head is a toy.
      const calledToy =
        isHeadSegment &&
        segments.some(
          (later, j) =>
            j > i &&
            later.chunk > segment.chunk &&
            later.role === 'main' &&
            callsItToy(later.tokens),
        );
      // "Toy vacuum", "replica helmet", "RC truck shell": the head imitates a real object.
      const toyWord =
        head === undefined
          ? null
          : toyModifier(segment.tokens, head, titleTokens, matches, calledToy);
      const bar = head !== undefined && closesAsFoodBar(segment.tokens, head);
      // "Artificial Fiddle Leaf Fig Tree": an imitation plant, not the crop it names.
      const imitation = head !== undefined && imitatesPlant(head, titleTokens);
      const petWear = head !== undefined && wornByPet(segment.tokens, head, titleTokens, forPet);
      const garment =
        head === undefined
          ? null
          : garmentSense(
              segment.tokens.slice(head.start, head.end).map((token) => token.stem),
              wearer,
            );
      /** Where the title's words move one match's evidence: a served meal, a toy, a pet's wear… */
      const readAs = (
        scored: ScoredEvidence[],
        match: PhraseMatch,
        isHead: boolean,
      ): ScoredEvidence[] => {
        if (act !== null) {
          return movedTo(scored, act.code, `closed by "${act.words}"`, SERVICE_ACT_NOTE);
        }
        if (mealCode !== null && (isHead || namesFood(match))) {
          return movedTo(scored, mealCode, 'served by a restaurant, café or bar', 'food service');
        }
        if (!isHead) {
          // "Pet Puppy Hoodie … Coat Clothes": every garment word of a pet's clothes is the pet's.
          return petWear && match.phrase.codes.every((code) => code.startsWith('3152'))
            ? movedTo(scored, PET_APPAREL_CODE, 'worn by a pet', 'pet apparel')
            : scored;
        }
        if (toyWord !== null) return asToy(scored, toyWord);
        if (bar) return movedTo(scored, FOOD_BAR, 'closed by "bar"', 'fruit, nut or cereal bar');
        if (imitation) {
          return movedTo(scored, ARTIFICIAL_PLANT_CODE, 'named artificial', 'artificial plant');
        }
        if (petWear) return movedTo(scored, PET_APPAREL_CODE, 'worn by a pet', 'pet apparel');
        if (garment !== null) {
          return movedTo(scored, garment, 'the listing names its wearer', 'the garment');
        }
        return scored;
      };
      for (const match of matches) {
        if (match === servedBy) continue;
        // "Starbucks Tumbler", "Takeout Containers": the place only names who uses the product.
        if (isFoodService(match) && match !== head && mealCode === null) continue;
        const isHead = match === head;
        const flavour =
          (!isHead && namedFlavour(match, segment.tokens)) ||
          (head !== undefined && !isHead && flavoursHead(match, head, segment.tokens));
        const weight =
          FIELD_WEIGHT.title *
          ROLE_WEIGHT[role] *
          chunkWeight *
          (isHead ? HEAD_BONUS : flavour ? FLAVOUR_WEIGHT : 1);
        const note = isHead
          ? match === namedFirst
            ? `${NAMED_FIRST_NOTE}, head`
            : match === boxedGift
              ? `${GIFT_BOXED_NOTE}, head`
              : 'head'
          : flavour
            ? 'flavour'
            : role === 'main'
              ? ''
              : `"${role}" part`;
        const scored = scoreMatch(match, 'title', weight, note);
        evidence.push(...readAs(scored, match, isHead));
      }
      for (const match of specs[i] ?? []) {
        evidence.push(...scoreMatch(match, 'title', ROLE_WEIGHT.with * chunkWeight, 'spec'));
      }
    });
    return evidence;
  }

  /**
   * "Massage cream", "manicure kit": a service word followed by a word that names a product says
   * what the product is for; the product, not the service, is bought. A conjunction ends the
   * phrase: "Haircut and beard trim" are two services.
   */
  function servesNamedProduct(tokens: readonly Token[], match: PhraseMatch): boolean {
    if (!match.phrase.codes.every((code) => categoryKind(code) === 'service')) return false;
    // "Takeout fish and chips": a restaurant serves the food it names; it is not a tool for it.
    if (isFoodService(match)) return false;
    // "Plumber visit to fix leaking faucet": a trade called out for a job is what is bought.
    if (isCalledOut(match, tokens)) return false;
    const rest = tokens.slice(match.end);
    const conjunction = rest.findIndex((token) => CONJUNCTIONS.has(token.stem));
    const after = conjunction === -1 ? rest : rest.slice(0, conjunction);
    return namesProductIn(after, [data.census]);
  }

  /** True when words name a product form or a product type of one of `indexes`. */
  function namesProductIn(words: readonly Token[], indexes: readonly PhraseIndex[]): boolean {
    return (
      words.some((token) => PRODUCT_FORMS.has(token.stem)) ||
      indexes.some((index) =>
        findMatches(words, index).some(
          (match) =>
            match.phrase.kind === 'type' &&
            match.phrase.codes.some((code) => categoryKind(code) === 'product'),
        ),
      )
    );
  }

  function runEvidence(
    runs: Token[][],
    index: PhraseIndex,
    field: EvidenceField,
    weight: number,
  ): ScoredEvidence[] {
    return runs.flatMap((tokens) =>
      findMatches(tokens, index)
        .filter((m) => field !== 'manufacturer' || m.phrase.kind !== 'type')
        .flatMap((m) => scoreMatch(m, field, FIELD_WEIGHT[field] * weight, '')),
    );
  }

  /** The hint's evidence; a plant it names is an imitation when the title or the hint says so. */
  function hintEvidence(hint: string, titleAndHint: readonly Token[]): ScoredEvidence[] {
    const read = hintReading(hint, data.primary);
    // "Artificial Bamboo Tree" under "Artificial Plants > Trees": the hint's trees are imitated.
    if (!namesImitation(titleAndHint)) return read;
    return read.flatMap((item) =>
      item.code.startsWith('111')
        ? movedTo([item], ARTIFICIAL_PLANT_CODE, 'named artificial', 'artificial plant')
        : [item],
    );
  }

  function hintReading(hint: string, index: PhraseIndex): ScoredEvidence[] {
    const segments = splitPath(hint);
    const normalized = segments.map(normalizeSegment);
    const pathCode = data.taxonomy.pathCodes.get(normalized.join('>'));
    const hintWeight = FIELD_WEIGHT.hint;
    if (pathCode !== undefined) {
      return [
        {
          code: pathCode,
          score: 2 * hintWeight,
          reason: `hint: taxonomy path "${hint}" → ${pathCode}`,
        },
      ];
    }
    const lastName = normalized[normalized.length - 1];
    const nameCode = lastName === undefined ? undefined : data.taxonomy.nameCodes.get(lastName);
    if (nameCode !== undefined) {
      return [
        {
          code: nameCode,
          score: 1.5 * hintWeight,
          reason: `hint: taxonomy category "${lastName}" → ${nameCode}`,
        },
      ];
    }
    const whole = wholeLevelPhrase(segments[segments.length - 1] ?? '', index);
    if (whole !== null) {
      return scoreMatch(whole, 'hint', 1.5 * hintWeight, 'the whole level');
    }
    return segments.flatMap((segment, i) =>
      runEvidence(
        textTokens(segment, keepWord),
        index,
        'hint',
        i === segments.length - 1 ? 1 : 0.5,
      ),
    );
  }

  /**
   * "Cable, Satellite, and Other Pay Television and Radio Services", "Commuter Transport,
   * Ferries": a level that is one vocabulary phrase from end to end, commas and all, as card
   * networks' merchant categories are written. Null when no phrase covers it, or when the level
   * has no comma or dash to split it (it is read phrase by phrase).
   */
  function wholeLevelPhrase(level: string, index: PhraseIndex): PhraseMatch | null {
    const runs = textTokens(level, keepWord);
    // A level of one run is read phrase by phrase as before.
    if (runs.length < 2) return null;
    const tokens = runs.flat();
    const match = findMatches(tokens, index).find(
      (m) => m.start === 0 && m.end === tokens.length && m.phrase.kind === 'type',
    );
    return match ?? null;
  }

  function categorize(listing: ProductText): Categorization {
    const levels = productLevels(listing.categoryHint);
    const text = { ...listing, categoryHint: levels === '' ? null : levels };
    // "Repair of washing machine": read with the object first, as a service, when it is one.
    const reordered = objectFirst(text.name);
    if (reordered !== null) {
      const asService = categorizeTitle({ ...text, name: reordered });
      const evidence = asService.candidates[0]?.evidence ?? [];
      if (evidence.some((reason) => reason.endsWith(`(${SERVICE_ACT_NOTE})`))) return asService;
    }
    return categorizeTitle(text);
  }

  function categorizeTitle(text: ProductText): Categorization {
    const segments = segmentTitle(beforeStoreNumber(text.name), keepWord, { phraseAcross });
    // "For Galaxy J3 Luna Pro - Privacy Screen Protector": an opening "for" part that names no
    // product type is the host after all.
    const opening = segments[0];
    if (
      opening?.opensWithHost === true &&
      !closesWithAccessory(opening.tokens) &&
      !findMatches(opening.tokens, data.primary).some((m) => m.phrase.kind === 'type')
    ) {
      segments[0] = { chunk: opening.chunk, role: 'target', tokens: opening.tokens };
    }
    const mainTokens = segments.filter((s) => s.role === 'main').flatMap((s) => s.tokens);
    const hint = text.categoryHint ?? '';
    const hintTokens = textTokens(hint, keepWord).flat();
    const titleAndHint = [...segments.flatMap((s) => s.tokens), ...hintTokens];
    const namedWearer = apparelCodeForNamedSex(mainTokens);
    const hinted = hint.trim() === '' ? [] : hintEvidence(hint, titleAndHint);
    const reading: TitleReading = {
      wearer: namedWearer,
      brandFirst: opensWithBrandDash(text.name),
      title: text.name,
      place: placeOfHint(hinted),
    };
    let evidence = [...titleEvidence(segments, data.primary, reading), ...hinted];
    if (!evidence.some((e) => e.reason.startsWith('title'))) {
      const census = titleEvidence(segments, data.census, reading);
      evidence.push(
        ...(namedWearer === null ? census : worn(census, wornCode(mainTokens, namedWearer))),
      );
    }
    if (text.manufacturer !== null && text.manufacturer.trim() !== '') {
      const runs = textTokens(text.manufacturer, keepWord);
      evidence.push(...runEvidence(runs, data.primary, 'manufacturer', 1));
    }
    // A title that names no product type ("Asus RT-AX58U") leaves the description to say it.
    const titleNamesType = evidence.some((e) => e.field === 'title' && e.kind === 'type');
    const descriptionWeight = titleNamesType ? 1 : DESCRIPTION_WITHOUT_TITLE_TYPE;
    const described = descriptionSegments(
      text.description.slice(0, DESCRIPTION_CHAR_LIMIT),
      keepWord,
      DESCRIPTION_TOKEN_LIMIT,
      phraseAcross,
    ).map((segment) => ({ segment, matches: findMatches(segment.tokens, data.primary) }));
    // A sentence's "for" and "with" parts count less only when its main part names a product
    // ("Grill cover for gas grills"); "Replacement for the XL-5 light bulb" names it after "for".
    const namingSentences = new Set(
      described
        .filter(
          ({ segment, matches }) =>
            segment.role === 'main' && matches.some((m) => m.phrase.kind === 'type'),
        )
        .map(({ segment }) => segment.chunk),
    );
    const servedBy = titleRestaurant(text.name, evidence);
    for (const { segment, matches } of described) {
      const roleWeight = namingSentences.has(segment.chunk) ? ROLE_WEIGHT[segment.role] : 1;
      for (const match of matches) {
        const weight = FIELD_WEIGHT.description * descriptionWeight * roleWeight;
        // "Olive Garden - Dine-in Check" described as "2 entrees, breadsticks": food a
        // restaurant named in the title served, not a baker's product.
        if (servedBy !== null && namesFood(match)) {
          const served = scoreMatch(match, 'description', weight, `served by ${servedBy}`);
          evidence.push(...served.map((item) => ({ ...item, code: servedBy })));
          continue;
        }
        evidence.push(...scoreMatch(match, 'description', weight, ''));
      }
    }
    const book = bookEvidence(text, evidence) ?? subtitledBook(text.name, evidence);
    if (book !== null) evidence.push(book);
    const structureScore = FIELD_WEIGHT.title * HEAD_BONUS * 2;
    const ticket = ticketEvidence(text.name, evidence, structureScore);
    if (ticket !== null) evidence.push(ticket);
    const titleTypes = evidence
      .filter((e) => e.field === 'title' && e.kind === 'type')
      .map((e) => e.code);
    const stay = stayEvidence(text.name, titleTypes, structureScore);
    if (stay !== null) evidence.push(stay);
    const merchant = merchantEvidence(text.name, structureScore, evidence);
    if (merchant !== null) evidence.push(merchant);
    const vehicle = vehicleEvidence(text.name, titleTypes, structureScore);
    if (vehicle !== null) evidence.push(vehicle);
    // "Fix-a-Flat … Tire Repair and Inflator, 16 oz": what is sold by weight or volume is a good.
    if (WEIGHED_AMOUNT.test(text.name))
      evidence = evidence.filter((e) => !isWeighedService(e.code));
    evidence = applyWearer(evidence, apparelCodeForWearer(titleAndHint));
    // Material words in a "with …" or "for …" part describe a component ("with wooden handles").
    // What a food is packed in ("in syrup", "in brine") says how it was processed.
    const mediumTokens = segments.filter((s) => s.role === 'medium').flatMap((s) => s.tokens);
    // Who a food is for counts wherever it is said ("Barley & Kale + Basil Stage 3 Baby Food").
    const eaterTokens = segments
      .filter((s) => s.role === 'with')
      .flatMap((s) => s.tokens)
      .filter((token) => EATER_WORDS.has(token.stem));
    const words = wordSet([...mainTokens, ...mediumTokens, ...eaterTokens, ...hintTokens]);
    for (const segment of segments) {
      if (segment.role !== 'target') continue;
      for (const token of segment.tokens) words.add(`${PURPOSE_PREFIX}${token.stem}`);
    }
    if (evidence.some((e) => e.field === 'title' && e.kind === 'line' && e.code === COMPUTER)) {
      words.add(COMPUTER_LINE);
    }
    evidence = applyRefinements(evidence, words);
    return rank(evidence);
  }

  /**
   * "Zorba Women Printed Teal Tops", "Kestrel Men Formal Tie": a title that names its wearer and
   * no product type we know is a garment. The Census index's reading of the word ("tops" of cars,
   * railroad "ties") gives way unless it is itself something worn.
   */
  function worn(census: ScoredEvidence[], { code: wearerCode, what }: WornCode): ScoredEvidence[] {
    const kept = census.filter(
      (item) =>
        !isHeadEvidence(item.reason) ||
        WORN_PREFIXES.some((prefix) => item.code.startsWith(prefix)),
    );
    kept.push({
      code: wearerCode,
      score: WEARER_SCORE,
      field: 'title',
      kind: 'type',
      reason: `title: names its wearer and no product type in the vocabulary → ${wearerCode} (${what})`,
    });
    return kept;
  }

  function rank(evidence: ScoredEvidence[]): Categorization {
    const byCode = new Map<string, { score: number; reasons: string[] }>();
    for (const item of evidence) {
      const entry = byCode.get(item.code) ?? { score: 0, reasons: [] };
      entry.score += item.score;
      entry.reasons.push(item.reason);
      byCode.set(item.code, entry);
    }
    const total = [...byCode.values()].reduce((sum, entry) => sum + entry.score, 0);
    const ranked = [...byCode.entries()]
      .sort((a, b) => b[1].score - a[1].score || a[0].localeCompare(b[0]))
      .slice(0, 5);
    const candidates: CategoryCandidate[] = ranked.map(([code, entry]) => ({
      code,
      title: data.titleOf(code) ?? code,
      kind: categoryKind(code),
      confidence: confidenceOf(entry.score, total),
      evidence: entry.reasons.slice(0, 6),
    }));
    return decide(candidates, { ...settings, titleOf: data.titleOf });
  }

  return {
    name: 'listing-lexicon',
    version: data.version,
    threshold: settings.threshold,
    fallbackCode: settings.fallbackCode,
    categorize,
  };
}

/** Share of the evidence × how strong it is: both must be high for a confident answer. */
function confidenceOf(score: number, total: number): number {
  if (score <= 0 || total <= 0) return 0;
  const share = score / total;
  const strength = 1 - Math.exp(-score / STRENGTH_SCALE);
  return Math.round(share * strength * 1000) / 1000;
}

/** How a product is presented as a gift: the box or set it comes in, not the product. */
const GIFT_PACKING = /^gift (?:box|boxes|boxed|tin|tins|set|sets|hamper|pack)$/;

/**
 * "Crew Socks Gift Box, 4-Pack", "Silver Necklace Gift Box": a product type before a gift box or
 * set that closes the types is the product, presented in it.
 */
function giftBoxed(matches: readonly PhraseMatch[]): PhraseMatch | undefined {
  const types = matches.filter((m) => m.phrase.kind === 'type');
  const last = types[types.length - 1];
  if (last === undefined || !GIFT_PACKING.test(last.phrase.label)) return undefined;
  return types[types.length - 2];
}

/** Restaurants and cafés sell by the ounce ("Grande Latte 16 oz"); other services never do. */
const FOOD_SERVICES = /^722/;

function isWeighedService(code: string): boolean {
  return categoryKind(code) === 'service' && !FOOD_SERVICES.test(code);
}

/** Farm produce, fish and meat: the words that name a food's variety or filling. */
const INGREDIENT_CODES = /^(11[12]|114|31161)/;
/** Spices and seasonings: they flavour a food named before them ("Caramel Sea Salt"). */
const SPICES = '311942';
/** Made foods and drinks, but not spices and seasonings, which flavour ("Masala Almonds"). */
const FOOD_CODES = /^31[12](?!942)/;

/** Words after a trade that say it is called out for a job: "Plumber visit to fix …". */
const CALLED_OUT = new Set(['visit', 'call', 'callout', 'appointment', 'to']);

/**
 * "Plumber visit to fix leaking faucet", "Electrician call-out to replace light switch": a
 * service named first and called out for a job heads the title; the object it works on does not.
 */
function tradeVisit(
  matches: readonly PhraseMatch[],
  tokens: readonly Token[],
): PhraseMatch | undefined {
  const first = matches.find((m) => m.phrase.kind === 'type');
  if (first === undefined || first.start !== 0) return undefined;
  if (!first.phrase.codes.every((code) => categoryKind(code) === 'service')) return undefined;
  return isCalledOut(first, tokens) ? first : undefined;
}

function isCalledOut(match: PhraseMatch, tokens: readonly Token[]): boolean {
  return CALLED_OUT.has(tokens[match.end]?.stem ?? '');
}

/**
 * "Pizza Pepperoni", "Enchiladas Poblano", "Rice Cakes Apple Cinnamon", "Milk Chocolate Sea
 * Salt": a shop names the food first and its variety after, so a made food before a closing
 * ingredient or spice is the product.
 */
function variantOf(
  matches: readonly PhraseMatch[],
  tokens: readonly Token[],
): PhraseMatch | undefined {
  const types = matches.filter((m) => m.phrase.kind === 'type');
  const last = types[types.length - 1];
  const pluralFood = pluralFoodBefore(types, tokens);
  if (pluralFood !== undefined) return pluralFood;
  // "Toothpaste Fresh Mint", "Body Wash Fig & Orange Blossom": a food after a soap, cleaner or
  // cosmetic is its flavour or scent. Not after a supplement: "Vitamin D Milk" is milk.
  if (last?.phrase.codes.every((code) => FOOD.test(code))) {
    const flavoured = types
      .slice(0, -1)
      .reverse()
      .find((m) => m.phrase.codes.every((code) => FLAVOURED_GOODS.test(code)));
    if (flavoured !== undefined) return flavoured;
    const medicineOrScent = flavouredBefore(types, tokens);
    if (medicineOrScent !== undefined) return medicineOrScent;
  }
  if (
    last === undefined ||
    !last.phrase.codes.every((code) => INGREDIENT_CODES.test(code) || code === SPICES)
  ) {
    return undefined;
  }
  return types
    .slice(0, -1)
    .reverse()
    .find((m) =>
      m.phrase.codes.every((code) => FOOD_CODES.test(code) && !INGREDIENT_CODES.test(code)),
    );
}

/** An amount before a plus, or a word that says products are sold together. */
const BUNDLE =
  /\d\s*(?:g|gm|gms|kg|ml|l|ltr|oz|lb|lbs|ct|pcs|pack)\.?\s*\+|\b(?:combo|bundle|kit|duo|trio)\b/i;

/** Produce, foods, drinks, medicines, supplements and essential oils: what a product is made of. */
const INGREDIENT_LIKE = /^(111|112|311|312|3254|325998)/;

/**
 * "Vitamin C + Caffeine Brightening Eye Cream", "Fuji Apple + Pear Juice": when the words before a
 * plus name only ingredients and those after it close with a cosmetic or a food, the plus joins
 * what the product is made of, and the product is named after it. A bundle of products ("iPhone
 * 15 + case") keeps its first product.
 */
function ingredientsBeforePlus(
  segments: readonly TitleSegment[],
  kept: readonly (readonly PhraseMatch[])[],
  headChunk: number | undefined,
  title: string,
): { head: TitleSegment; ingredients: TitleSegment } | undefined {
  const h = segments.findIndex((segment) => segment.role === 'main' && segment.chunk === headChunk);
  const ingredients = segments[h];
  const head = segments[h + 1];
  if (ingredients === undefined || head?.afterPlus !== true || head.chunk !== headChunk) {
    return undefined;
  }
  // "Basmati Rice 5 kg + Rice Bran Oil 1 L, Combo": products sold together, the first the main one.
  if (BUNDLE.test(title)) return undefined;
  const typesOf = (i: number): PhraseMatch[] =>
    (kept[i] ?? []).filter((m) => m.phrase.kind === 'type');
  const before = typesOf(h);
  const after = typesOf(h + 1);
  const last = after[after.length - 1];
  if (before.length === 0 || last === undefined) return undefined;
  const all = (matches: readonly PhraseMatch[], codes: RegExp): boolean =>
    matches.every((m) => m.phrase.codes.every((code) => codes.test(code)));
  // "Fuji Apple + Pear Juice": produce, meat or a spice before a made food; "Burrito Plus
  // Guacamole" is a meal and its side.
  const madeOf =
    (all([last], FLAVOURED_GOODS) && all(before, INGREDIENT_LIKE)) ||
    (all([last], FOOD_CODES) &&
      !all([last], INGREDIENT_CODES) &&
      before.every((m) =>
        m.phrase.codes.every((code) => INGREDIENT_CODES.test(code) || code === SPICES),
      ));
  return madeOf ? { head, ingredients } : undefined;
}

/** "Cookies 'n Cream", "Roses and Honey": words that pair two foods into one flavour. */
const FLAVOUR_PAIR = new Set(['and', 'n']);

/**
 * "Protein Bars Chocolate Peanut Butter", "Crackers Aged White Cheddar": a food named in the
 * plural, then a food in the singular, is a product and its flavour. The plural must open the
 * types: "Cookies and Cream Ice Cream" names its flavour first.
 */
function pluralFoodBefore(
  types: readonly PhraseMatch[],
  tokens: readonly Token[],
): PhraseMatch | undefined {
  const first = types[0];
  const last = types[types.length - 1];
  if (first === undefined || last === undefined || first === last) return undefined;
  const madeFood = (m: PhraseMatch): boolean =>
    m.phrase.codes.every((code) => FOOD_CODES.test(code) && !INGREDIENT_CODES.test(code));
  const noun = tokens[first.end - 1];
  // "Molasses" only looks plural; "Sweets", "Snacks" name a class of food, not the product.
  if (noun?.isPlural !== true || noun.stem.endsWith('ss') || CLASS_WORDS.has(noun.stem)) {
    return undefined;
  }
  if (!madeFood(first)) return undefined;
  if (FLAVOUR_PAIR.has(tokens[first.end]?.stem ?? '')) return undefined;
  return types
    .slice(1)
    .every((m) => madeFood(m) && tokens[m.end - 1]?.isPlural !== true && m.start >= first.end)
    ? first
    : undefined;
}

/** Parts and peripherals that a computer's listing names among its specs. */
const COMPUTER_PART_CODES = new Set(['334112', '334118', '334413', '334418']);

/**
 * "Laptop 15.6 inch FHD Intel Celeron 16GB RAM 512GB SSD Webcam Backlit Keyboard": a computer
 * named first in a title that lists specs is the product; the parts and peripherals named after
 * it are what it has, not what is sold.
 */
function computerFirst(
  matches: readonly PhraseMatch[],
  tokens: readonly Token[],
): PhraseMatch | undefined {
  const types = matches.filter((m) => m.phrase.kind === 'type');
  const first = types[0];
  if (first === undefined || first.start !== 0 || types.length < 2) return undefined;
  if (!first.phrase.codes.every((code) => code === COMPUTER)) return undefined;
  if (!tokens.some((token) => token.isSpec === true)) return undefined;
  const parts = types
    .slice(1)
    .every((m) =>
      m.phrase.codes.every((code) => code === COMPUTER || COMPUTER_PART_CODES.has(code)),
    );
  return parts ? first : undefined;
}

/**
 * The note of a head a Romance title names first ("Lámpara de mesa LED", "Blusa Feminina Manga
 * Longa"). The shop listings the combiner is fitted on are English and 2 of 59,810 have this
 * structure, so, like a toy or an accessory, it decides against the text model, which may read the
 * type named after it.
 */
export const NAMED_FIRST_NOTE = 'named first in a Romance title';
export const GIFT_BOXED_NOTE = 'presented in a gift box or set';

/**
 * The type a Romance title opens with, followed by who it is for ("Blusa Feminina Manga Longa"),
 * heads it; the types after it ("manga", a sleeve) describe it.
 */
const AUDIENCE_STEMS: ReadonlySet<string> = new Set(ROMANCE_AUDIENCE.map(stemWord));

/**
 * "Lampada da tavolo", "Funda de silicona", "Crème de jour": Romance titles name the product
 * first and qualify it after "de", "da" or "di", so a type before such a word heads the title
 * whatever type the qualifier names.
 */
function romanceHead(
  matches: readonly PhraseMatch[],
  tokens: readonly Token[],
  romanceTitle: boolean,
): PhraseMatch | undefined {
  const types = matches.filter((m) => m.phrase.kind === 'type');
  const first = types[0];
  if (first === undefined || types.length < 2) return undefined;
  if (first.start === 0 && AUDIENCE_STEMS.has(tokens[first.end]?.stem ?? '')) {
    return types.some((m) => m.start > first.end) ? first : undefined;
  }
  // "Juego de sábanas" read as one phrase is the set itself, and heads the title like any type.
  const loneSetWord =
    first.end - first.start === 1 && ROMANCE_SETS.has(tokens[first.start]?.stem ?? '');
  if (loneSetWord) return undefined;
  // "Mochila Escolar Reforzada Notebook 15 Pulgadas": a title in a Romance language that opens
  // with a type names the product first, as "de" does.
  const opensTitle = romanceTitle && first.start === 0;
  if (!opensTitle && !ROMANCE_OF.has(tokens[first.end]?.stem ?? '')) return undefined;
  return types.some((m) => m.start > first.end) ? first : undefined;
}

/** How a product is paid for, not what it is: the product named before it decides. */
const PAYMENT_FORMS = new Set(['subscription']);

/**
 * "Microsoft 365 Personal 12-Month Subscription", "Coffee Subscription Box": a subscription to a
 * named product line or type is that product, delivered or licensed over time. Alone
 * ("Streaming subscription", one phrase) it stays the service it names.
 */
function subscribedTo(matches: readonly PhraseMatch[]): PhraseMatch | undefined {
  const last = matches.findLast((m) => m.phrase.kind === 'type');
  if (last === undefined || !PAYMENT_FORMS.has(last.phrase.label)) return undefined;
  return matches.findLast(
    (m) => m.end <= last.start && (m.phrase.kind === 'type' || m.phrase.kind === 'line'),
  );
}

/**
 * "Wild Bird Seed 15 lb Bucket", "Dog Food 30 lb Bag": a shop names the product, then the amount,
 * then what it comes packed in. When a product type comes before an amount, the words after the
 * amount describe it and none of them is the head. So with a spec: "Unlocked Smartphone 4GB RAM
 * 64GB ROM Dual SIM 13MP Camera" lists what the phone has after its memory.
 */
function beforeQuantity(matches: readonly PhraseMatch[], tokens: readonly Token[]): PhraseMatch[] {
  for (let q = 0; q < tokens.length; q += 1) {
    if (tokens[q]?.afterQuantity !== true && tokens[q]?.isSpec !== true) continue;
    const before = matches.filter((m) => m.end <= q);
    if (before.some((m) => m.phrase.kind === 'type')) return before;
  }
  return [...matches];
}

/** Foods and drinks, farmed or made. */
const FOOD = /^(111|311|312)/;
/** Soaps, cleaners and toilet preparations: sold in flavours and scents named after foods. */
const FLAVOURED_GOODS = /^3256/;
const FLAVOUR_WEIGHT = 0.25;
/** Medicines taken by mouth: syrups, drops and lozenges come in flavours ("Cough Syrup Honey Lemon"). */
const MEDICINES = /^325412$/;
/** Scented goods named after foods ("Soy Candle Vanilla Bean"), by the last word of their phrase. */
const SCENTED = new Set(['candle', 'candles', 'melt', 'melts', 'diffuser', 'incense']);
/**
 * Fruit, nuts, spices, chocolate and honey, in the singular: the foods a flavour is named after.
 * A drink, a made food or a plural after a medicine is the product ("Laxative Tea", "Vitamin D
 * Milk", "Prebiotic Chocolates").
 */
const FLAVOUR_FOODS = /^(111|31161|311911|311942|31135)/;

function namesAFlavour(match: PhraseMatch, tokens: readonly Token[]): boolean {
  if (tokens[match.end - 1]?.isPlural === true) return false;
  return (
    match.phrase.label === 'honey' || match.phrase.codes.every((code) => FLAVOUR_FOODS.test(code))
  );
}

/**
 * "Throat Drops Honey & Lemon", "Soy Candle Vanilla Bean": a medicine or a scented good right
 * before the flavours that close the title. A drink between them is the product ("Probiotic Drink
 * Strawberry").
 */
function flavouredBefore(
  types: readonly PhraseMatch[],
  tokens: readonly Token[],
): PhraseMatch | undefined {
  const closing = types[types.length - 1];
  if (closing === undefined || !closesTitle(closing, tokens)) return undefined;
  for (let i = types.length - 1; i >= 0; i -= 1) {
    const match = types[i];
    if (match === undefined) break;
    if (i < types.length - 1 && sellsInFlavours(match)) return match;
    if (!namesAFlavour(match, tokens)) break;
  }
  return undefined;
}

/** Nothing but amounts and specs follow the match ("… Honey Lemon 8 fl oz"). */
function closesTitle(match: PhraseMatch, tokens: readonly Token[]): boolean {
  return tokens
    .slice(match.end)
    .every(
      (token) =>
        token.afterQuantity === true ||
        token.isSpec ||
        UNIT_WORDS.has(token.stem) ||
        /^\d+$/.test(token.stem),
    );
}

function sellsInFlavours(match: PhraseMatch): boolean {
  return (
    match.phrase.codes.every((code) => MEDICINES.test(code)) ||
    SCENTED.has(match.phrase.label.split(' ').pop() ?? '')
  );
}
/** Heads that name a class of food, not a food: the food before them is the product. */
const CLASS_WORDS = new Set(['candy', 'candi', 'snack', 'treat', 'sweet', 'food', 'confectionery']);

const FLAVOUR_MARKERS = new Set(['flavored', 'flavoured', 'flavor', 'flavour', 'scented']);

/** Nouns that name the scent after them: "Retired Scents Christmas Cookie". Stems. */
const FLAVOUR_NAMERS = new Set(['scent', 'fragrance', 'aroma']);

/**
 * "Cheese Flavored Snacks", "Lavender Scented Candle", "Jar Candle, Scent Christmas Cookie": the
 * listing says the food is a flavour.
 */
function namedFlavour(match: PhraseMatch, tokens: readonly Token[]): boolean {
  if (FLAVOUR_MARKERS.has(tokens[match.end]?.stem ?? '')) return true;
  const namer = tokens
    .slice(Math.max(0, match.start - 2), match.start)
    .some((token) => FLAVOUR_NAMERS.has(token.stem));
  return namer && match.phrase.codes.every((code) => FOOD.test(code));
}

/**
 * "Mint Chocolate Chip Protein Bar", "Strawberry Banana Yogurt": a food named before a food head
 * is its flavour or filling, little evidence of what the product is.
 */
function flavoursHead(match: PhraseMatch, head: PhraseMatch, tokens: readonly Token[]): boolean {
  return (
    match.end <= head.start &&
    match.phrase.kind === 'type' &&
    !(head.end - head.start === 1 && CLASS_WORDS.has(tokens[head.start]?.stem ?? '')) &&
    head.phrase.codes.every((code) => FOOD.test(code)) &&
    match.phrase.codes.every((code) => FOOD.test(code))
  );
}

/** Census 311340: "granola bars and clusters, nonchocolate", fruit and nut bars. */
const FOOD_BAR = '311340';
/** Produce, nuts and seeds, dried fruit, cereals and seasonings: what a bar is made of. */
const BAR_INGREDIENT_CODES = /^(111|311911|31142|311230|311942)/;
/** Words of a bar eaten for nutrition, whatever its flavour. */
const NUTRITION_BAR_WORDS = new Set(['protein', 'fiber', 'fibre', 'energy', 'keto', 'nutrition']);

/**
 * "Cashew Coconut Bar", "Apple Pineapple Bars": a title that closes with "bar" after naming
 * produce, nuts or cereals is a fruit-and-nut bar, not the produce. Chocolate (a bar of its own)
 * and dairy ("ice cream bars") keep their codes; a bar phrase the vocabulary knows ("granola bar",
 * "soap bar") is matched whole and never gets here.
 */
function closesAsFoodBar(tokens: readonly Token[], head: PhraseMatch): boolean {
  const last = tokens.length - 1;
  if (tokens[last]?.stem !== 'bar' || head.end > last) return false;
  if (head.phrase.codes.every((code) => BAR_INGREDIENT_CODES.test(code))) return true;
  // "Chocolate Almond High Protein & Fiber Bar": a bar sold for its protein is a nutrition bar.
  return (
    head.phrase.codes.every((code) => FOOD.test(code)) &&
    tokens.some((token) => NUTRITION_BAR_WORDS.has(token.stem))
  );
}

/** The head's evidence moved to another code, saying why and what that code is. */
function movedTo(
  scored: ScoredEvidence[],
  code: string,
  why: string,
  what: string,
): ScoredEvidence[] {
  return scored.map((item) => ({
    ...item,
    code,
    reason: `${item.reason}; ${why} → ${code} (${what})`,
  }));
}

/** The head's evidence moved to the toy code, saying which modifier moved it. */
function asToy(scored: ScoredEvidence[], modifier: string): ScoredEvidence[] {
  const score = scored.reduce((sum, item) => sum + item.score, 0);
  const first = scored[0];
  if (first === undefined) return scored;
  return [
    {
      ...first,
      code: TOY_CODE,
      score,
      reason: `${first.reason}; modifier "${modifier}" → ${TOY_CODE} (toy or model)`,
    },
  ];
}

/**
 * "Elden Ring - PS5", "Minecraft (Xbox One)", "… for Nintendo Switch", "Dune (4K UHD)": a part
 * that is only a platform or video format, after a first chunk that names no hardware, makes the
 * listing a video game (conventions §9: 511210) or a film. Returns that part and its code.
 */
function mediaPart(
  segments: readonly TitleSegment[],
  kept: readonly PhraseMatch[][],
): { segment: TitleSegment; code: string } | undefined {
  let found: { segment: TitleSegment; code: string } | undefined;
  for (const segment of segments) {
    if (segment.chunk === 0 && segment.role !== 'target') continue;
    const code = mediaOfPart(segment.tokens);
    if (code !== null) {
      found = { segment, code };
      break;
    }
  }
  if (found === undefined) return undefined;
  // Product lines count too: "Xbox Wireless Controller … for Xbox One" names its hardware.
  const headCodes = segments.flatMap((segment, i) =>
    segment.chunk === 0 && segment.role === 'main'
      ? (kept[i] ?? [])
          .filter((m) => m.phrase.kind === 'type' || m.phrase.kind === 'line')
          .flatMap((m) => m.phrase.codes)
      : [],
  );
  return namesNoHardware(headCodes, found.code) ? found : undefined;
}

/**
 * A book number in the title or description makes a book of a listing whose head names no
 * hardware or paper good ("A Christmas Carol" with "9781409312215"; not a "Notebook, ISBN …").
 * It outweighs the head: a book's title may name anything ("Culinary Herbs").
 */
function bookEvidence(
  text: ProductText,
  evidence: readonly ScoredEvidence[],
): ScoredEvidence | null {
  const number =
    bookNumberIn(text.name) ?? bookNumberIn(text.description.slice(0, DESCRIPTION_CHAR_LIMIT));
  if (number === null) return null;
  if (!namesNoHardware(titleHeadCodes(evidence), BOOK_CODE)) return null;
  return {
    code: BOOK_CODE,
    score: FIELD_WEIGHT.title * HEAD_BONUS * 2,
    reason: `book number ${number} after a title naming no hardware → ${BOOK_CODE}`,
    field: 'title',
    kind: 'type',
  };
}

const NO_HARDWARE = ' after a title naming no hardware';

/** The codes the title's head names. */
function titleHeadCodes(evidence: readonly ScoredEvidence[]): string[] {
  return evidence.filter((e) => e.field === 'title' && isHeadEvidence(e.reason)).map((e) => e.code);
}

/**
 * "Trading Nation : Advancing Australia's Interests in World Markets": a subtitle after a title
 * naming no hardware (after an unspaced colon, naming no product at all) is a book's.
 */
function subtitledBook(title: string, evidence: readonly ScoredEvidence[]): ScoredEvidence | null {
  const subtitled = subtitleOf(title);
  // A platform or format part has said what the medium is ("Dune: Part Two (DVD)").
  if (subtitled === null || evidence.some((e) => e.reason.includes(NO_HARDWARE))) return null;
  const headCodes = titleHeadCodes(evidence);
  const free =
    subtitled === 'spaced' ? namesNoHardware(headCodes, BOOK_CODE) : headCodes.length === 0;
  if (!free) return null;
  return {
    code: BOOK_CODE,
    score: FIELD_WEIGHT.title * HEAD_BONUS * 2,
    reason: `title: a subtitle${NO_HARDWARE} → ${BOOK_CODE}`,
    field: 'title',
    kind: 'type',
  };
}

/** The media evidence of a platform or format part, scored like a product type at the head. */
function mediaEvidence(media: { segment: TitleSegment; code: string }): ScoredEvidence {
  const words = media.segment.tokens.map((token) => token.stem).join(' ');
  const what =
    media.code === GAME_SOFTWARE_CODE
      ? 'platform'
      : media.code === BOOK_CODE
        ? 'binding'
        : media.code === RECORDED_MUSIC_CODE
          ? 'audio format'
          : 'video format';
  return {
    code: media.code,
    score: FIELD_WEIGHT.title * HEAD_BONUS,
    reason: `title: ${what} "${words}" after a title naming no hardware → ${media.code}`,
    field: 'title',
    kind: 'type',
  };
}
