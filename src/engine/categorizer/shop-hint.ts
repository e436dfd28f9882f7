import { basicNormalize } from '../text/normalize.js';
import { splitPath } from './taxonomy.js';

/**
 * Levels of a shop's path that say how the shop sells, not what the product is: the site's root,
 * sales, new arrivals, gifts and seasons, subscriptions and bundles, in the languages the
 * vocabulary reads.
 */
const MERCHANDISING = new Set([
  ...['home', 'home page', 'homepage', 'inicio', 'accueil', 'startseite', 'shop', 'all'],
  ...['all products', 'view all', 'shop all', 'products', 'categories', 'departments', 'more'],
  ...['other', 'others', 'misc', 'miscellaneous', 'sale', 'sales', 'on sale', 'clearance'],
  ...['deals', 'deal', 'todays deals', 'offers', 'special offers', 'outlet', 'promotions'],
  ...['new', 'new arrivals', 'new in', 'just in', 'whats new', 'best sellers', 'bestsellers'],
  ...['top sellers', 'featured', 'featured brands', 'shop by brand', 'brands', 'trending'],
  ...['popular', 'top picks', 'gifts', 'gift ideas', 'gift guide', 'gifts for him'],
  ...['gifts for her', 'gifts for men', 'gifts for women', 'gifts for kids', 'gifts for mom'],
  ...['gifts for dad', 'valentines day', 'mothers day', 'fathers day', 'christmas gifts'],
  ...['black friday', 'cyber monday', 'back to school', 'seasonal', 'holiday gifts', 'fan shop'],
  ...['ofertas', 'promociones', 'rebajas', 'soldes', 'angebote', 'neuheiten', 'nouveautes'],
  ...['novedades', 'regalos', 'cadeaux', 'geschenke', 'geschenkideen', 'idees cadeaux'],
  ...['ideas de regalo', 'saldi', 'offerte', 'novita', 'aanbiedingen', 'nieuw', 'uitverkoop'],
  ...['promocoes', 'novidades', 'presentes'],
  // How a product is sold: by subscription, in a bundle or gift set, with an add-on.
  ...['subscription', 'subscriptions', 'subscribe and save', 'club', 'clubs', 'bundle'],
  ...['bundles', 'gift set', 'gift sets', 'gift box', 'gift boxes', 'add ons', 'addons'],
  ...['extras', 'personalization', 'personalisation', 'collection', 'collections'],
]);

/**
 * The levels of a shop's category path that describe the product, joined with " > ", or '' when
 * none does ("Clearance > Electronics" → "Electronics", "Sale" → ''). Rules, model and combiner
 * read this, so that a path of sales and seasons counts as no path.
 */
export function productLevels(hint: string | null): string {
  if (hint === null || hint.trim() === '') return '';
  const levels = splitPath(hint);
  const kept = levels.filter((level) => !MERCHANDISING.has(merchandisingKey(level)));
  if (kept.length === levels.length) return hint.trim();
  return kept.join(' > ');
}

function merchandisingKey(level: string): string {
  return basicNormalize(level.replace(/['’`]/g, ''))
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}
