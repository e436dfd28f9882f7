import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { buildRuleCategorizer } from '../../src/engine/build-engine.js';
import { type Categorization, loadEngine } from '../../src/engine/index.js';
import { loadEngineData } from '../../src/engine/load-data.js';
import { VERSION_DEFINITIONS } from '../../src/engine/versions.js';
import { DATA_DIR } from '../../src/paths.js';

// Each class of failure found on real shop listings, with examples written for these tests (not
// taken from any listing corpus): the rules are general, so unseen wordings must work too.
const engine = loadEngine({ dataDir: DATA_DIR });
/** The rules alone: what they say for a shop the shipped model never saw. */
const rules = buildRuleCategorizer(
  loadEngineData(
    DATA_DIR,
    VERSION_DEFINITIONS.map((d) => d.factorDir),
  ),
);

function categorize(
  name: string,
  description = '',
  categorizer: Pick<typeof engine.active, 'categorize'> = engine.active,
  categoryHint: string | null = null,
): Categorization {
  return categorizer.categorize({ name, description, manufacturer: null, sku: null, categoryHint });
}

function assertCodes(
  examples: ReadonlyArray<readonly [string, string]>,
  categorizer: Pick<typeof engine.active, 'categorize'> = engine.active,
): void {
  for (const [name, expected] of examples) {
    const { best, candidates } = categorize(name, '', categorizer);
    assert.equal(
      best.code,
      expected,
      `${name} → ${best.code}; ${JSON.stringify(candidates[0]?.evidence ?? [])}`,
    );
  }
}

describe('accessories named after the product they are for', () => {
  test('the accessory noun before "for" is the product, not the host after it', () => {
    assertCodes([
      ['Slim hard case for OnePlus 12', '326199'],
      ['Folding keyboard for Surface Pro 9', '334118'],
      ['Nylon wrist strap for Sony ZV-1 camera', '314999'],
      ['Marble vinyl skin for Lenovo Yoga laptop', '326199'],
      ['Braided USB-C cable for Kobo e-reader', '335929'],
      ['Windshield suction mount for dash cam', '326199'],
      ['Neoprene sleeve for Chromebook 11', '314910'],
      ['Wallet case with card slots for Galaxy S24', '326199'],
    ]);
  });

  test('"fits" names the host as "for" does; "slim fit" is still a cut of a garment', () => {
    assertCodes(
      [
        ['Oak TV Stand Fits TVs up to 65 in., 3 Open Shelves', '337122'],
        ["Men's Slim Fit Chino Pants, Khaki", '315220'],
      ],
      rules,
    );
  });

  test('a longer product phrase before "for" still decides ("screen protector")', () => {
    assertCodes([['Tempered glass screen protector for Galaxy A54', '327215']]);
  });

  test('an accessory noun right after the product line of its host is the product, as if after "for"', () => {
    assertCodes(
      [
        ['Samsung Galaxy S23 FE Case with Kickstand', '326199'],
        ['MacBook Air 13 Sleeve, Grey Felt', '314910'],
        ['Galaxy Tab S9 Keyboard', '334118'],
        ['iPhone 15 Plus Case, Clear', '326199'],
      ],
      rules,
    );
  });

  test('"plus" after a number names a model; a spaced "+" still joins a bundle', () => {
    assertCodes(
      [
        ['iPhone 16 Plus 256GB, Ultramarine', '334220'],
        ['iPhone 16 + silicone case + 20W charger', '334220'],
      ],
      rules,
    );
  });

  test("a food's product line before a packaging word is still the food", () => {
    assertCodes([['Kit Kat Minis Pouch', '311352']], rules);
  });
});

describe('replacement parts named for the product they fit', () => {
  test('"replacement" says what the part is for, never that it is a light bulb', () => {
    assertCodes([
      ['Replacement water filter cartridge for Brita pitcher', '333318'],
      ['Replacement LED bulb for ceiling fan, E12', '335110'],
    ]);
    for (const name of [
      'Replacement silicone ear tips for Galaxy Buds',
      'Replacement blades for electric shaver',
      'Replacement strap for Fitbit Charge 6',
    ]) {
      assert.notEqual(categorize(name).best.code, '335110', name);
    }
  });
});

describe('toys, replicas and hobby parts', () => {
  test('a toy or play modifier before the head makes the real object a toy', () => {
    assertCodes([
      ['Toy espresso machine with pretend coffee pods', '339930'],
      ['Pretend play grill set for kids', '339930'],
      ['Baby toy remote control with lights', '339930'],
      ['Play toaster with wooden bread slices', '339930'],
      ['Replica medieval longsword', '339930'],
    ]);
  });

  test('"toy" after the head, or "pretend" anywhere in the title, also makes it a toy', () => {
    assertCodes([
      ['Wooden kitchen mixer toy for toddlers', '339930'],
      ['Doctor set with stethoscope and thermometer, pretend play for kids', '339930'],
      ['Carpenter tool set with electric drill pretend play', '339930'],
    ]);
  });

  test('a toy phrase closing the title names a toy of the product it follows', () => {
    assertCodes([
      ['Toy stand mixer for kids pretend play', '339930'],
      ['Toy microwave oven for kids pretend play', '339930'],
      ['Toy hair dryer for girls pretend play', '339930'],
    ]);
  });

  test('a later part that calls the product a toy makes the head a toy', () => {
    assertCodes([
      ['Musical Piano Keyboard with Lights, Infant Toy 6 Months and Up', '339930'],
      ['Electric Drill Set for Kids, Toddler Construction Toy', '339930'],
      ['Talking Smartphone with Animal Sounds - Baby Toys for 1 Year Old Boys Girls', '339930'],
      ['Play Nail Polish Set for Girls, Peel-Off, Kids Toy', '339930'],
    ]);
  });

  test('a later part naming a toy franchise, breed or storage leaves the real product', () => {
    assertCodes([
      ['Stainless Steel Water Bottle, Toy Story Design, 16 oz', '332439'],
      ['Hanging Closet Organizer, Toy Storage', '337122'],
      ['Knit Dog Sweater for Small Dogs, Toy Breeds', '315990'],
    ]);
  });

  test('a toy named before the head makes the head its accessory, a real thing for a toy stays real', () => {
    assertCodes([
      ['Play kitchen frying pan and saucepan set', '339930'],
      ['Toy kitchen utensil set, 12 pieces', '339930'],
      ['Doll house wooden table lamp', '339930'],
      ['Kick scooter helmet for kids, adjustable', '339920'],
    ]);
  });

  test('a playset is a toy; a backyard swing set is playground equipment', () => {
    assertCodes([
      ['Farm stable playset with horses and rider figures', '339930'],
      ['Cedar backyard swing set with slide', '339920'],
    ]);
  });

  test('RC models and their parts are hobby toys, their batteries stay batteries', () => {
    assertCodes([
      ['RC rock crawler hard body shell', '339930'],
      ['Steel transmission gearbox for 1/10 RC truck', '339930'],
    ]);
  });

  test("a kids' set of machines is a toy set, a kids' set of cutlery is cutlery", () => {
    assertCodes([
      ["Children's vacuum cleaner set", '339930'],
      ['Kids walkie talkie set', '339930'],
      ["Kids' cutlery set", '332215'],
    ]);
  });

  test('containers for toys keep their own code', () => {
    assert.equal(categorize('Toy storage bins, set of 3').best.code, '326199');
    // A shelf is furniture or a plastic organizer, by its material; never a toy.
    assert.ok(['326199', '337122'].includes(categorize('Toy organizer shelf').best.code));
  });

  test('a perfume line or brand called replica or play is no toy; pretend food is', () => {
    assertCodes([
      ["Atelier Nord 'Replica' Sea Salt Eau de Parfum, 50 ml", '325620'],
      ['Midnight Play Deo for Women, 150 ml', '325620'],
      ['Pretend Play Food Set, 24 pieces', '339930'],
    ]);
  });
});

describe('media whose only cue is the platform or format', () => {
  test('a platform part after a title naming no hardware makes a video game', () => {
    assertCodes([
      ['Stardew Valley - Nintendo Switch', '511210'],
      ['Gran Turismo 7 (PS5)', '511210'],
      ['Sea of Thieves - Xbox Series X', '511210'],
      ['Lord of the Rings Gollum - PS4', '511210'],
    ]);
  });

  test('hardware named before a platform stays hardware', () => {
    const { best } = categorize('Dual controller charging station - PS5');
    assert.notEqual(best.code, '511210');
    // A product line names hardware as well as a product type does.
    const pad = categorize('Xbox Wireless Controller - Shock Blue, for Xbox One, Windows');
    assert.notEqual(pad.best.code, '511210');
  });

  test('a binding part after a title naming no paper good makes a book', () => {
    assertCodes([
      ['Bread, Butter, Salt: A Baking Handbook - Hardcover', '511130'],
      ['The Complete Ring Cycle Companion, Illustrated Hardcover', '511130'],
      ['Goodnight Little Owl - Board Book', '511130'],
    ]);
    assert.equal(categorize('Classic Ruled Notebook, Hardcover, A5').best.code, '322230');
  });

  test('a video format part after a title naming no hardware makes a film', () => {
    assertCodes([
      ['Arrival (4K UHD)', '512120'],
      ['Jurassic Park - Blu-ray', '512120'],
      ['Inception (4K UHD + Blu-ray)', '512120'],
    ]);
    assert.equal(categorize('Sony 4K Blu-ray player (UHD)').best.code, '334310');
  });

  test('films on disc and packaged software keep their media codes', () => {
    assertCodes([
      ['The Lord of the Rings Trilogy (Blu-ray)', '512120'],
      ['Microsoft Office Professional 2021', '511210'],
    ]);
  });
});

describe('ingredients and materials do not beat the product type', () => {
  test('a cosmetic with food ingredients is a cosmetic', () => {
    assertCodes([
      ['Eye cream with caffeine and green tea extract', '325620'],
      ['Coconut and lime body scrub', '325620'],
    ]);
  });

  test('a cushion is fabric unless it is said to be foam (the Census splits them so)', () => {
    assertCodes([
      ['Linen seat cushion with ties', '314120'],
      ['Memory foam seat cushion', '326150'],
    ]);
  });

  test('a metal material moves a plastic-coded household item to fabricated metal', () => {
    assertCodes([['Stainless steel over-the-door towel rack', '332999']]);
  });

  test('copper and brass are metals unless the title calls them a colour', () => {
    assertCodes([
      ['Hammered Copper Watering Can for Indoor Plants', '332999'],
      ['Round Plastic Storage Tub, Copper Colour', '326199'],
    ]);
  });

  test('a plant pot of plastic or resin is a plastic product, of clay it is pottery', () => {
    assertCodes([
      ['Resin Flower Pot with Saucer, 10 inch, Grey', '326199'],
      ['Terracotta Plant Pot with Saucer, 10 inch', '327110'],
    ]);
  });
});

describe('computer parts versus computers', () => {
  test('parts go to their own Census codes', () => {
    assertCodes([
      ['AMD Ryzen 9 7950X desktop processor', '334413'],
      ['Lexar 32GB DDR5 desktop memory kit', '334418'],
      ['External slim DVD writer USB 3.0', '334112'],
      ['Gigabyte Radeon RX 7600 graphics card', '334418'],
      ['Multi-slot memory card reader USB-C', '334118'],
    ]);
  });

  test('a computer named first in a title of specs is the computer, not the keyboard it lists last', () => {
    assertCodes(
      [['Laptop 14 inch FHD Intel N100 8GB RAM 256GB SSD Webcam Backlit Keyboard', '334111']],
      rules,
    );
  });

  test('a notebook with a processor or memory is a laptop, a plain notebook is paper', () => {
    assertCodes([
      ['ASUS Vivobook notebook, Intel Core i3, 8GB RAM', '334111'],
      ['HP EliteBook notebook, Core i5', '334111'],
      ['A5 dotted notebook, 120 pages', '322230'],
    ]);
  });

  test('a tablet with storage or a screen is a computer, tablets of medicine stay medicine', () => {
    assertCodes([
      ['Onyx Boox Tablet 10.3", 64GB, E Ink display', '334111'],
      ['Zinc Gluconate 50 mg Tablets, 100 count', '325412'],
    ]);
  });

  test('the parts a computer title names after it are its specs: the rules decide, surely', () => {
    const laptop = categorize(
      'Gaming Laptop 15.6" 144Hz, GeForce RTX 4060, Intel Core i7-13620H, 16GB DDR5, 1TB SSD',
    );
    assert.equal(laptop.best.code, '334111');
    assert.ok(laptop.best.confidence >= 0.9, `confidence ${laptop.best.confidence}`);
    assertCodes([['Corsair Vengeance 32GB DDR5 6000MHz memory kit for gaming PC', '334418']]);
  });
});

describe('phones named by maker, line and model number alone', () => {
  test("a phone line's model number makes a phone, whoever else uses the number", () => {
    assertCodes([
      ['motorola g7 power 64 gb black', '334220'],
      ['Samsung Galaxy J5 (2017) 16GB Gold', '334220'],
      ['LG V40 ThinQ 128GB', '334220'],
      ['Huawei Mate 20 lite, 64 GB, blue', '334220'],
    ]);
  });
});

describe('computer parts named by brand and model alone', () => {
  test("memory, drives and coolers are known by their makers' names", () => {
    assertCodes([
      ['Kingston FURY Beast 16GB (2 x 8GB) DDR4 3200MHz CL16', '334418'],
      ['Western Digital 4TB WD Blue', '334112'],
      ['Arctic Freezer 36 A-RGB', '333413'],
      ['Noctua NH-D15 chromax.black', '333413'],
    ]);
  });
});

describe('brand and model titles', () => {
  test('the description says what the product is when the title does not', () => {
    const router = categorize('Linksys MR7350', 'Mesh WiFi 6 router for whole-home coverage.');
    assert.equal(router.best.code, '334220');
    const printer = categorize('Canon PIXMA TS6420a', 'Wireless all-in-one inkjet printer.');
    assert.equal(printer.best.code, '334118');
  });

  test('the description counts more when the title names no product type', () => {
    const description = 'Compact wireless laser printer.';
    const bare = categorize('Brother HL-L2460DW', description).best;
    const named = categorize('Brother HL-L2460DW monochrome printer', description).best;
    assert.equal(bare.code, '334118');
    assert.ok(bare.confidence > 0.4, `confidence ${bare.confidence}`);
    assert.equal(named.code, '334118');
  });
});

describe('services and things that are not products', () => {
  test('services go to the service sector that makes them', () => {
    assertCodes([
      ['One-way flight Boston to Denver', '481111'],
      ['Hotel stay 3 nights, double room', '721110'],
      ['Cat grooming appointment', '812910'],
      ['Manicure and pedicure', '812113'],
      ['Laptop repair service', '811212'],
      ['2-Year Accidental Damage Plan for Tablets', '524128'],
      ['Extended warranty, 3 years, for washers under $800', '524128'],
    ]);
    assert.equal(categorize('Hotel stay 3 nights').best.kind, 'service');
  });

  test('a subscription to a named product is that product; alone it is the service', () => {
    assertCodes([
      ['Kaspersky Premium Antivirus 2-Year Subscription, 3 Devices', '511210'],
      ['Cat Litter Subscription, Clumping, Every 4 Weeks', '325998'],
      ["Reader's Digest Magazine Subscription, 1 Year", '511120'],
      ['Online streaming subscription, monthly', '519130'],
    ]);
  });

  test('a stay counted in nights, or at a named hotel or holiday rental, is lodging', () => {
    assertCodes([
      ['Airbnb stay, 4 nights in Lisbon', '721199'],
      ['Beach holiday rental for a week', '721199'],
      ['3 night stay at the Marriott Downtown', '721110'],
      ['Weekend resort stay for two', '721110'],
    ]);
    assert.equal(categorize('Airbnb stay, 4 nights in Lisbon').best.kind, 'service');
  });

  test('payments that are not products get the not-a-product code and kind', () => {
    for (const name of [
      'Coffee shop gift card $20',
      'Express shipping fee',
      'Sales tax',
      'Donation',
    ]) {
      const { best } = categorize(name);
      assert.equal(best.code, '000000', name);
      assert.equal(best.kind, 'not-a-product', name);
    }
  });

  test('a service word before a product noun says what the product is for', () => {
    for (const name of [
      'Aloe vera massage gel, 150 ml',
      'Almond massage cream, 50 g',
      'Wooden foot massage roller',
    ]) {
      const { best } = categorize(name);
      assert.equal(best.kind, 'product', `${name} → ${best.code}`);
    }
    assertCodes([['Deep tissue massage, 60 minutes', '812199']]);
  });

  test('a gift card holder or a tax software box is still a product', () => {
    assert.equal(categorize('TurboTax Deluxe tax software').best.kind, 'product');
  });

  test('rides, plans, lessons, care, admissions and insurance are services of their sector', () => {
    assertCodes([
      ['Lyft ride from the station', '485310'],
      ['Parking fee, airport garage, 3 days', '812930'],
      ['Unlimited cell phone plan, one month', '517312'],
      ['Fiber internet plan, 1 Gbps, monthly', '517311'],
      ['Guitar lessons, 6 weeks', '611610'],
      ['Babysitting for two evenings', '624410'],
      ['Museum admission for a family', '712110'],
      ['Renters insurance, 12 months', '524126'],
      ['Dental checkup and cleaning', '621210'],
      ['Haircut and beard trim', '812111'],
    ]);
  });

  test('a product named after a service stays a product', () => {
    for (const name of [
      'Temporary tattoos for kids, 60 sheets',
      'Restaurant style tortilla chips',
      'Guitar lessons book with online audio',
      'Eye exam chart for the wall',
    ]) {
      const { best } = categorize(name);
      assert.equal(best.kind, 'product', `${name} → ${best.code}`);
    }
  });
});

describe('services named by the object they are done to and the act', () => {
  test('an act after the object names the service sector that performs it on that object', () => {
    assertCodes([
      ['Persian rug cleaning', '561740'],
      ['Loveseat upholstery cleaning', '561740'],
      ['Freezer repair, same day', '811412'],
      ['Gas furnace installation', '238220'],
      ['Pendant light installation', '238210'],
      ['Trumpet repair', '811490'],
      ['Grandfather clock repair', '811490'],
      ['Chromebook screen repair', '811212'],
      ['Galaxy S21 charging port repair', '811213'],
      ['Hiking boots resoling', '811430'],
      ['Wedding dress alterations', '811490'],
      ['Dining chair repair', '811420'],
      ['Hedge trimmer sharpening', '811411'],
      ['Alternator and starter repair', '811118'],
    ]);
    assert.equal(categorize('Persian rug cleaning').best.kind, 'service');
  });

  test('the first object the act applies to decides: a part of a computer or watch is its repair', () => {
    assertCodes([
      ['iPad battery replacement', '811212'],
      ['Wristwatch crystal replacement', '811490'],
    ]);
  });

  test('the rules alone read the service the same way, whatever the model says', () => {
    assertCodes(
      [
        ['Persian rug cleaning', '561740'],
        ['Dishwasher repair service call', '811412'],
      ],
      rules,
    );
  });

  test('a title that opens with the act names its object after "of", a colon or a dash', () => {
    assertCodes([
      ['Repair of espresso machine', '811412'],
      ['Repair - cordless drill', '811411'],
      ['Cleaning: Persian rug, pick-up and delivery', '561740'],
      ['Alterations - prom dress', '811490'],
      ['Restringing: badminton racket', '811490'],
      ['Installation and repair of ceiling lights', '238210'],
    ]);
    for (const name of ['Repair Hand Cream 3 oz', 'Cleaning: Glass Cleaner Spray']) {
      const { best } = categorize(name);
      assert.equal(best.kind, 'product', `${name} → ${best.code}`);
    }
  });

  test('a product named with an act stays a product', () => {
    for (const name of [
      'Carpet cleaning machine',
      'Upholstery cleaning brush',
      'Toilet repair kit',
      'Bathroom faucet repair cartridge',
      'Remote control replacement for LG TV',
      'T8 fluorescent tube replacements',
      'Integrated dishwasher white installation',
      'Drywall repair compound 12 oz',
      'Robotic pool cleaning robot',
    ]) {
      const { best } = categorize(name);
      assert.equal(best.kind, 'product', `${name} → ${best.code}`);
    }
  });
});

describe('meals bought from restaurants, cafés, bars and caterers', () => {
  test('a meal named with the place, chain or app that served it is food service', () => {
    assertCodes(
      [
        ['Wendys Baconator combo with medium fries', '722513'],
        ['Grubhub order - chicken tikka masala and naan', '722513'],
        ['Carryout order: 2 large cheese pizzas', '722513'],
        ['Popeyes spicy chicken sandwich', '722513'],
        ['Tim Hortons double double and a maple dip donut', '722515'],
        ['Dinner at Red Lobster - lobster and shrimp', '722511'],
        ['Brunch at Café Luna: eggs benedict and mimosas', '722511'],
        ['Pint of Guinness', '722410'],
        ['Street food: falafel wrap', '722330'],
        ['Catering for office party, 25 people', '722320'],
      ],
      rules,
    );
  });

  test('the shipped engine answers a served meal as a service of its food-service code', () => {
    for (const [name, code] of [
      ['Grubhub order - chicken tikka masala and naan', '722513'],
      ['Dinner at Red Lobster - lobster and shrimp', '722511'],
      ['Pint of Guinness', '722410'],
    ] as const) {
      const { best } = categorize(name);
      assert.deepEqual([best.code, best.kind], [code, 'service'], name);
    }
  });

  test("a restaurant chain's or style's packaged food is the food maker's", () => {
    assertCodes(
      [
        ['Starbucks Veranda Blend Whole Bean Coffee 12 oz', '311920'],
        ['Taco Bell Mild Sauce', '311941'],
        ['Panda Express Orange Sauce, 20.75 oz', '311941'],
        ['Steakhouse Seasoned Onion Rings', '311411'],
        ['Restaurant Style Tortilla Chips', '311919'],
      ],
      rules,
    );
  });

  test('a product used by a restaurant or named after one is that product', () => {
    assertCodes(
      [
        ['Starbucks stainless steel tumbler', '332439'],
        ['Restaurant booth table, solid wood', '337122'],
        ['Dunkin gift card $25', '000000'],
      ],
      rules,
    );
  });
});

describe('bundles', () => {
  test('a bundle is its first, main product', () => {
    assertCodes([
      ['Galaxy S24 + clear case + wall charger', '334220'],
      ['Gaming laptop with backpack and wireless mouse', '334111'],
      ['Mirrorless camera bundle: Sony a6400 with kit lens and bag', '333316'],
    ]);
  });
});

describe('electronics and appliances named by brand, model and colour', () => {
  test('a colour or "body" in the title does not make a phone, camera or appliance a cosmetic', () => {
    assertCodes([
      ['Nikon D850 body only', '333316'],
      ['Canon EOS R50 kit 18-45mm black', '333316'],
      ['Nokia 105 dual sim blue', '334220'],
      ['Russell Hobbs compact solo microwave cream', '335220'],
      ['Hotpoint NSWM 1045C W UK N freestanding washing machine white', '335220'],
      ['Intel Core i5 12400F 2.5GHz LGA1700 tray', '334413'],
    ]);
  });
});

describe('words whose sense depends on the rest of the title', () => {
  test('"play" makes a toy only right before the head, not as a brand or line name', () => {
    assertCodes([
      ['Wooden play kitchen with oven and sink', '339930'],
      ['Color Play matte lipstick, 4 g', '325620'],
    ]);
  });

  test('a cover for furniture, cushions or bedding is a textile slipcover', () => {
    assertCodes([
      ['Stretch cover for 3-seat sofa', '314120'],
      ['Washable cover for armchair, linen blend', '314120'],
    ]);
    assert.notEqual(categorize('Clear silicone cover for Galaxy S24').best.code, '314120');
  });

  test('a title naming its wearer and no product type we know is apparel', () => {
    assertCodes([
      ['Zorba Women Printed Teal Tops', '315240'],
      ['Nyra Boys Striped Navy Jhabla', '315220'],
    ]);
    assert.equal(categorize("Women's multivitamin, 60 tablets").best.kind, 'product');
    assert.notEqual(categorize("Women's multivitamin, 60 tablets").best.code, '315240');
  });
});

describe('colours, flavours and counts are not what a product is', () => {
  test('a plain colour before another word or in a later part is a colour', () => {
    const colourful = [
      'Laundry Hamper - Plastic, Orange & Grey',
      'Step Dustbin, Green, 12 L',
      'Green Tea Mug with Lid, Ceramic',
      'Orange Peeler, Stainless Steel',
    ];
    for (const name of colourful) {
      const { code } = categorize(name).best;
      assert.ok(!['111219', '111310', '111320'].includes(code), `${name} → ${code}`);
    }
    assertCodes([
      ['Organic Baby Greens, 5 oz', '111219'],
      ['Navel Oranges, 4 lb bag', '111310'],
    ]);
  });

  test('a flavour after the product part is a flavour, not the product', () => {
    const flavoured: ReadonlyArray<readonly [string, string]> = [
      ['Tortilla Crisps - Smoky Cheese, 150 g', '311513'],
      ['Puppy Biscuits - Chicken, 400 g', '311615'],
      ['Cream Wafers - Mango, 75 g', '111339'],
      ['Rice Puffs - Sweet Chilli, 60 g', '311340'],
    ];
    for (const [name, ingredientCode] of flavoured) {
      assert.notEqual(categorize(name).best.code, ingredientCode, name);
    }
  });

  test('a count of pieces is a quantity, not a computer', () => {
    for (const name of ['Ceramic Serving Platter, 1 pc', 'Steel Lunch Box - Round, 2 pcs']) {
      assert.notEqual(categorize(name).best.code, '334111', name);
    }
  });

  test('accessories, garments and furniture are known by their shop names', () => {
    assertCodes([
      ['Faux Leather Clutch, Tan', '316992'],
      ['Men Striped Silk Tie', '315990'],
      ['Women Woollen Stole', '315990'],
      ['Women Cotton Kurti', '315240'],
      ['Women Cork Wedges', '316210'],
      ['Men Sport Deo, 150 ml', '325620'],
      ['Chest of 4 drawers, oak veneer', '337122'],
      ['Clutch plate for Maruti Swift', '336390'],
      ['Cable ties, 200 pack', '326199'],
      ['Premium mixed dry fruits, 500 g', '311423'],
    ]);
  });
});

describe('how a food is processed or prepared decides its code', () => {
  test('canned, pickled, pureed or syrup-packed produce is canned food, not the crop', () => {
    assertCodes([
      ['Sliced Peaches in Light Syrup, 15 oz', '311421'],
      ['Tomato Paste, 6 oz can', '311421'],
      ['Pickled Beetroot, 340 g jar', '311421'],
      ['Crushed Tomatoes, 28 oz', '311421'],
    ]);
  });

  test('frozen or steamable vegetables are frozen food; dried fruit is dried food', () => {
    assertCodes([
      ['Steamable Green Beans, 12 oz', '311411'],
      ['Frozen Sweet Corn, 1 kg', '311411'],
      ['Dried Apricots, 200 g', '311423'],
    ]);
  });

  test('roasted, salted or sliced nuts are processed nuts, raw nuts stay a crop', () => {
    assertCodes([
      ['Roasted Salted Cashews, 250 g', '311911'],
      ['Sliced Almonds, 100 g', '311911'],
      ['Masala Almonds, 150 g', '311911'],
    ]);
    assert.notEqual(categorize('Raw Walnuts, 500 g').best.code, '311911');
  });

  test('food for infants is baby food, whatever it is made of', () => {
    assertCodes([
      ['Stage 2 Carrot & Pear Baby Food, 4 oz', '311422'],
      ['Toddler Chicken & Vegetable Puree, 113 g', '311422'],
    ]);
  });

  test('a dish made with meat is a prepared meal; cured meat is processed meat', () => {
    assertCodes([
      ['Chicken Tikka Masala Meal, 400 g', '311412'],
      ['Beef Stroganoff Dinner, 10 oz', '311412'],
      ['Smoked Beef Brisket, 1 lb', '311612'],
      ['Uncured Beef Hot Dogs, 8 ct', '311612'],
    ]);
  });

  test('pulses, flours and spices of Indian shops are known by their own names', () => {
    assertCodes([
      ['Organic Moong Dal, 1 kg', '111130'],
      ['Whole Wheat Atta, 5 kg', '311211'],
      ['Kasuri Methi, 50 g', '311942'],
      ['Fresh Bhindi, 250 g', '111219'],
    ]);
  });
});

describe('words that name a kind of product in one title and a part of it in another', () => {
  test('a ring is jewellery, a piston ring an engine part, a napkin ring tableware', () => {
    assertCodes([
      ['Sterling Silver Band Ring, Size 7', '339910'],
      ['Napkin Rings, Brushed Brass, Set of 4', '332999'],
      ['Piston Ring Set for 125cc Engine', '336310'],
    ]);
  });

  test('capsules and tablets are medicines, a writing tablet is paper', () => {
    assertCodes([
      ['Vitamin D3 Softgels, 120 count', '325412'],
      ['Magnesium Capsules, 60 ct', '325412'],
      ['Ruled Writing Tablet, A4, 80 sheets', '322230'],
    ]);
  });

  test('a plural food word is a food, not a colour', () => {
    assert.notEqual(categorize('Masala Almonds, 150 g').best.code, '315990');
  });

  test('household appliances are known by their European names and makers', () => {
    assertCodes([
      ['Bosch Geschirrspüler 60 cm', '335220'],
      ['Electrolux kylskåp 185 cm', '335220'],
      ['Liebherr CNd 5223', '335220'],
    ]);
  });
});

describe('the made food a shop names first is the product, the ingredient after it its variety', () => {
  test('a prepared food before a closing ingredient is the product', () => {
    assertCodes([
      ['Stone Baked Pizza Pepperoni, 12 inch', '311412'],
      ['Chicken Enchiladas Verde', '311412'],
    ]);
    assert.notEqual(categorize('Rice Cakes Apple Cinnamon').best.code, '111331');
    assert.notEqual(categorize('Sparkling Water Lemon, 12 pack').best.code, '111320');
  });

  test('"no salt added" names what the food does not contain', () => {
    assertCodes([['Diced Tomatoes, No Salt Added, 14.5 oz', '311421']]);
    assert.notEqual(categorize('Sweet Corn Kernels No Sugar Added').best.code, '311314');
  });

  test('a compound name of the crop stays the crop', () => {
    assertCodes([
      ['Butter Beans, 15 oz', '111130'],
      ['Sugar Snap Peas, 8 oz', '111219'],
    ]);
  });
});

describe('what a product is used for beats the food it is named after', () => {
  test('a food-named listing with cosmetic-use words is a cosmetic', () => {
    assertCodes([
      ['Cocoa Body Yogurt - Nourishing, Non-Greasy, 200 g', '325620'],
      ['Honey Almond Cream - Moisturising, For Dry Skin, 50 g', '325620'],
      ['Coconut Water Face Toner, 150 ml', '325620'],
    ]);
  });

  test('a food-named listing with bakeware words is a mould of its material', () => {
    assertCodes([
      ['Aluminium Donut Mould - 6 Cavity, 1 pc', '332215'],
      ['Steel Cookie Cutter Set, 5 pcs', '332215'],
    ]);
  });
});

describe('words that say who a garment is for and what furniture is', () => {
  test('a sling bag is a handbag and a mobile pouch a leather good, whoever wears them', () => {
    assertCodes([
      ['Women Tan Sling Bag', '316992'],
      ['Women Printed Mobile Pouch', '316998'],
    ]);
  });

  test('"for her" and "for him" name the wearer', () => {
    assertCodes([
      ['Scullers For Her Striped Shirt', '315240'],
      ['Classic Polo Shirt For Him, Navy', '315220'],
    ]);
  });

  test('a plain desk or table is household furniture; an executive desk or office chair is office furniture', () => {
    assertCodes([
      ['MALMBERG Desk, 120x60 cm, white', '337122'],
      ['TORSBY Table, 140x80 cm', '337122'],
      ['Executive Desk, walnut, with drawers', '337211'],
      ['Mesh Office Chair with Lumbar Support', '337214'],
    ]);
    assert.equal(categorize('Table Tennis Bat, 2 pack').best.code, '339920');
  });
});

describe('what a listing counts, holds or is made into', () => {
  test('a number glued to the word it counts is dropped and the word kept', () => {
    assertCodes([
      ['Washable cover for 3-seat section, grey', '314120'],
      ['Replacement cover for 2-seat section', '314120'],
    ]);
  });

  test('a metal container, box or tiffin is a light gauge metal container; a plastic one is plastic', () => {
    assertCodes([
      ['Stainless Steel Spice Container with Lid, 750 ml', '332439'],
      ['Steel Tiffin Box, 3 tier', '332439'],
      ['Masala Dabba with 7 bowls', '332439'],
      ['Airtight Plastic Lunch Box, 2 compartments', '326199'],
    ]);
  });

  test('tableware goes by the material the title names', () => {
    assertCodes([
      ['Hand-painted Ceramic Soup Bowl, 350 ml', '327110'],
      ['Melamine Dinner Plate Set, 6 pcs', '326199'],
      ['Stainless Steel Drinking Glass, set of 4', '332215'],
      ['Bamboo Serving Tray, 30 cm', '321999'],
      // A metal container is already metal: its steel does not make it a utensil.
      ['Double Wall Stainless Steel Insulated Tumbler, 20 oz', '332439'],
    ]);
    assert.equal(categorize('Tempered glass screen protector for Pixel 8').best.code, '327215');
  });

  test('an oil for hair or skin is a cosmetic; an oil for cooking stays an oil', () => {
    assertCodes([
      ['Cold Pressed Coconut Oil for Hair and Skin, 200 ml', '325620'],
      ['Extra Virgin Olive Oil for cooking, 1 l', '311225'],
    ]);
  });

  test('fruit, nuts or cereal closed by "bar" make a fruit-and-nut bar; chocolate and ice cream bars stay', () => {
    assertCodes([
      ['Almond Cranberry Bar, 12 x 40 g', '311340'],
      ['Oat & Raisin Bars', '311340'],
      ['Dark Chocolate Bar, 85% cocoa', '311352'],
      ['Vanilla Ice Cream Bars, 6 pack', '311520'],
    ]);
  });

  test('a word with a garment sense is the garment when the listing names its wearer', () => {
    assertCodes([
      ['Men Navy Cotton Trunks, pack of 3', '315220'],
      ['Unisex Woollen Muffler, grey', '315990'],
      ['Steel Exhaust Muffler, 2.5 inch inlet', '336390'],
      ['Vintage Wooden Storage Trunk', '337122'],
    ]);
  });
});

describe('what a food is packed in, and titles whose product comes last', () => {
  test('what a food is packed in says how it was made, not what it is', () => {
    assertCodes([
      ['Skipjack Tuna in Sunflower Oil, 3 x 80 g', '311710'],
      ['Pear Halves in Light Syrup', '311421'],
      ['Salmon & Rice in Gravy Cat Food', '311111'],
    ]);
  });

  test('a pet food packed in jelly is the pet food, not a jelly', () => {
    assertCodes([['Chicken Chunks in Jelly Cat Food Pouches, 12 x 85 g', '311111']], rules);
  });

  // Known weakness: the rules read the fish at the head, but the text model reads "in tomato
  // sauce" as a tomato product (probability 0.65) and wins. Letting the head decide whenever a
  // medium is named was measured and decides worse on the real listings (47 of 63 heads right
  // against 68 of 86 combined answers: canned ravioli and pasta in sauce are canned specialties).
  test(
    'a fish packed in a sauce named after a vegetable is still the fish',
    { todo: 'the text model outweighs the head here' },
    () => {
      assertCodes([['Mackerel Fillets in Tomato Sauce', '311710']]);
    },
  );

  test('when the words before "with" name no product, the product type the title closes with is the product', () => {
    assertCodes([['Purrfect Bites with Tuna & Whitefish Cat Food', '311111']]);
  });

  test('a food named before a food head is its flavour, not the product', () => {
    assertCodes([
      ['Salted Caramel Dark Chocolate Protein Bar', '311340'],
      ['Chocolate Hazelnut Energy Bars, 5 x 40 g', '311340'],
      ['Strawberry Banana Greek Yogurt', '311511'],
    ]);
  });

  test('canned dry beans are canned specialties (Census: dry beans canning)', () => {
    assertCodes([
      ['Organic Black Beans, 15 oz', '311422'],
      ['Canned Chickpeas, no salt added', '311422'],
    ]);
  });
});

describe('what a listing says of how a food was kept, what it cleans and where furniture stands', () => {
  test('produce sold to steam in its bag is frozen, "dry" fruit dried, shop nuts and seeds processed', () => {
    assertCodes([
      ['Cut Green Beans Steamers, 10 oz', '311411'],
      ['Sweet Corn Kernels, steam in bag', '311411'],
      ['Dry Figs, 250 g', '311423'],
      ['Premium Dry Apricots, 500 g', '311423'],
      ['Pitted Dates, 400 g', '311423'],
      // Tree nuts reach a shop shelled: processed nuts unless the listing says raw or in shell.
      ['California Walnut Kernels, 250 g', '311911'],
      ['Whole Cashews, 500 g', '311911'],
      ['Organic Chia Seeds, 300 g', '311911'],
      ['Tomato Concentrate, 6 oz', '311421'],
    ]);
  });

  test('a food made for a pet is pet food; a meat made into a dish is a prepared meal', () => {
    assertCodes([
      ['Turkey & Sweet Potato Stew for Dogs, 12.5 oz', '311111'],
      ['Salmon Crunchy Treats for Cats, 3 oz', '311111'],
      ['Chicken Teriyaki with Rice, 10 oz', '311412'],
    ]);
    // A cut of raw meat named after the dish it is for stays meat.
    assert.notEqual(categorize('Chicken Curry Cut with Skin, 500 g').best.code, '311412');
    assert.equal(categorize('Beef Hot Dogs, 8 ct').best.code, '311612');
  });

  test('a meat product named vegan, veggie or meatless is a meat substitute', () => {
    assertCodes([
      ['Honey Roasted Sliced Ham, deli thin', '311612'],
      ['Vegan Smoked Sausages, 4 pack', '311999'],
      ['Meatless Chicken-Style Nuggets', '311999'],
    ]);
  });

  test('a cosmetic-named listing of a food is a cosmetic by its skincare or fragrance words', () => {
    assertCodes([
      ['Watermelon Hyaluronic Glow Cream, 50 ml', '325620'],
      ['Fig and Cedar Eau de Parfum, 50 ml', '325620'],
      ['Coconut Milk Shampoo, 400 ml', '325620'],
      ['Waterproof Eye Pencil - Deep Brown, 1.2 g', '325620'],
      ['Rose Glow Face Mist, 100 ml', '325620'],
      ['Nourishing Skin Cream, 200 ml', '325620'],
      ['Clay Pore Refining Face Mask, 75 ml', '325620'],
    ]);
    assertCodes([
      ['Disposable 3-Ply Face Mask, 50 pcs', '339113'],
      ['Chocolate Wafer Bites, 150 g', '311821'],
      ['Oven Toasted Rolled Oats, 1 kg', '311230'],
    ]);
  });

  test('wipes and cleansers for the kitchen or other surfaces clean the house', () => {
    assertCodes([
      ['Multi-Surface Disinfecting Wipes, 80 count', '325612'],
      ['Kitchen Degreaser Cleanser Spray, 500 ml', '325612'],
      ['Lemon Dish Wash Liquid, 750 ml', '325611'],
      ['Bathroom Mold Spray Cleaner, 32 oz', '325612'],
      ['Tall Kitchen Drawstring Bags, 13 gallon, 80 count', '326111'],
    ]);
  });

  test('glass food containers are glassware and a melamine dinner set is plastic', () => {
    assertCodes([
      ['Borosilicate Glass Lunch Box, 2 compartments', '327212'],
      ['Melamine Dinner Set, 18 pcs', '326199'],
    ]);
  });

  test('garden furniture is household furniture of its frame, not upholstered or institutional', () => {
    assertCodes([
      ['Rattan 3-Seat Sofa with Cushions, outdoor', '337124'],
      ['Patio Armchair, Aluminium Frame', '337124'],
      ['Teak Garden Bench, 120 cm', '337122'],
    ]);
  });

  test('plant drinks are milk substitutes; "no added sugar" names what a juice lacks', () => {
    assertCodes([
      ['Barista Oat Drink, 1 L', '311511'],
      ['Unsweetened Almond Beverage, 946 ml', '311511'],
      ['Apple Juice No Added Sugar, 1 L', '311421'],
    ]);
  });

  test('a camera or a TV is known by its line, its "body only" or its broadcast words', () => {
    assertCodes([
      ['Fujifilm X-T5 body only, silver', '333316'],
      ['Sony Cyber-shot HX99 compact, 24x zoom', '333316'],
      ['Panasonic 50" 4K HDR LED, Freeview Play, smart TV', '334310'],
      ['Philips 43" Full HD LED, Freesat, black', '334310'],
    ]);
  });
});

describe('home-improvement listings of a shop the categorizer had never seen', () => {
  test('a plant, tree or flower named artificial, fake, faux or silk is an artificial plant', () => {
    assertCodes([
      ['Everleaf 5 ft. Artificial Weeping Fig Tree in Black Pot', '339999'],
      ['Faux Lemon Tree with Cement Planter, 40 in.', '339999'],
      ['Hanging Pothos Silk Plant, 30 in. Trailing', '339999'],
      ['Fake Snake Plant, set of 2, 24 in. tall', '339999'],
    ]);
    // A live one is grown: nursery stock (111421) or a potted foliage plant (111422).
    const live = categorize('Fiddle Leaf Fig Tree, live plant in 10 in. nursery pot').best.code;
    assert.match(live, /^11142[12]$/);
  });

  test('garage doors, their openers and car lifts are known by name', () => {
    assertCodes([
      ['Raised Panel Steel 9 ft. x 7 ft. Insulated Garage Door, White', '332321'],
      ['Chamberlain 3/4 HP Belt Drive Garage Door Opener with Wi-Fi', '335999'],
      ['Two-Post Car Lift, 10,000 lb. Capacity, 220V', '333921'],
    ]);
  });

  test('an air or cordless version of a hand tool is a power-driven tool', () => {
    assertCodes([
      ['Ingersoll Rand 3/8 in. Drive Air Ratchet, 45 ft-lbs', '333991'],
      ['Makita 12V Cordless Ratchet, 3/8 in., Tool Only', '333991'],
      ['Chicago Pneumatic Air Hammer with 4 Chisels', '333991'],
      ['Brushless Cordless Grease Gun Kit with 2 Batteries', '333991'],
      ['Cordless Oscillating Multi Tool, Tool Only', '333991'],
    ]);
  });

  test('the rules alone make a cordless, electric or pneumatic hand tool power-driven', () => {
    // The shipped model learned this from one retailer; for a shop it never saw, the rules say it.
    for (const name of ['Cordless Oscillating Multi Tool', 'Electric Grease Gun Kit']) {
      assert.equal(categorize(name, '', rules).best.code, '333991', name);
    }
  });

  test("a cordless tool's battery voltage makes it power-driven; an insulated tool's rating does not", () => {
    assertCodes(
      [
        ['Rotary Cut-Out Tool Kit, 20V, with 2.0Ah Battery', '333991'],
        ['Insulated Pliers Set 1000V, 3 Pieces', '332216'],
      ],
      rules,
    );
  });
});

describe("a general retailer's long tail", () => {
  test('an album whose only cue is its audio format is recorded music', () => {
    assertCodes([
      ['Midnight Orchard Sessions (Vinyl)', '512250'],
      ['Songs from the Lighthouse [CD]', '512250'],
      ['Harbour Lights - Double LP', '512250'],
      ['Clear Vinyl Tablecloth - Vinyl', '326199'],
    ]);
  });

  test('a garment named after a pet word is the pet’s clothing, whatever the size words say', () => {
    assertCodes([
      ['Striped Dog Hoodie with Pocket, Size L', '315990'],
      ['Reflective Pet Raincoat - XS, Yellow', '315990'],
      ['Lace Puppy Dress with Bow, Pink, Small', '315990'],
      ["Men's Graphic T-Shirt, Navy", '315220'],
    ]);
  });

  test('a pet named further off in the title, or after "for", still wears the garments', () => {
    assertCodes([
      ['Puppy Knit Winter Sweater Coat Clothes', '315990'],
      ['Fleece Hoodie for Small Dogs', '315990'],
      ['Cat Mom Hoodie for Women', '315240'],
      ['Dog Paw Print Hoodie', '315220'],
    ]);
  });

  test('a pet’s collar, lead or harness is a leather good whatever it is made of', () => {
    assertCodes([
      ['Reflective Nylon Dog Leash, 6 ft', '316998'],
      ['Padded Mesh Cat Harness', '316998'],
      ['Polyester Puppy Collar with Bell', '316998'],
      ['Canvas Tote Bag with Zip', '314910'],
    ]);
  });

  test('hosiery graded in mmHg or named for a condition is orthopedic support hosiery', () => {
    assertCodes([
      ['Thigh High Stockings 20-30 mmHg, Closed Toe', '339113'],
      ['Anti-Embolism Knee High Stockings', '339113'],
      ['Graduated Compression Stockings, Beige', '339113'],
      ['Athletic Compression Socks for Running', '315110'],
    ]);
  });

  test('absorbent underwear for incontinence is a sanitary good; washable period pants are clothes', () => {
    assertCodes([
      ['Overnight Absorbency Protective Underwear for Women', '322291'],
      ['Leak-proof Washable Period Underwear, Heavy Flow', '315240'],
    ]);
  });

  test('a lamp for a projector or an instrument is a bulb, not a light fixture', () => {
    assertCodes([
      ['Original Bare Lamp for NEC NP-V260 Projector', '335110'],
      ['Hollow Cathode Lamp, Copper, 37 mm', '335110'],
      ['Brass Table Lamp with Linen Shade', '335121'],
      ['Ceramic Bedside Lamp, Replacement Bulb Included', '335121'],
    ]);
  });

  test('a food named after a soap, cleaner or cosmetic is its flavour or scent', () => {
    assertCodes([
      ['Whitening Toothpaste Cool Mint', '325611'],
      ['Foaming Hand Soap Cucumber Melon', '325611'],
      ['Vitamin D Whole Milk, 1 gal', '311511'],
    ]);
  });

  test('household furniture the title calls metal or plastic, and not wood, is of that frame', () => {
    assertCodes([
      ['Steel Bookshelf 5 Tier', '337124'],
      ['Iron TV Stand with Glass Shelves', '337124'],
      ['Resin Side Table, White', '337125'],
      ['Walnut Veneer Bookcase with Metal Legs', '337122'],
    ]);
  });

  test('Indian marketplace words for shoes, incense, lamps and screen guards are known', () => {
    assertCodes([
      ['Handcrafted Leather Mojari for Men', '316210'],
      ['Rose Agarbatti, 120 Sticks', '325998'],
      ['Terracotta Diya, Set of 6', '327110'],
      ['Tempered Screen Guard for Redmi 13', '327215'],
    ]);
  });

  test('kitchen scales, salad spinners and toilet plungers are what they are', () => {
    assertCodes([
      ['Digital Kitchen Scale, 5 kg, Stainless', '333997'],
      ['Salad Spinner with Pour Spout', '326199'],
      ['Toilet Plunger with Holder', '326299'],
    ]);
  });

  test('a fragrance named only by its EDT or EDP strength is a perfume', () => {
    assertCodes([
      ['Citrus Noir EDT Spray 50 ml', '325620'],
      ['Velvet Oud EDP for Her, 100 ml', '325620'],
    ]);
  });

  test('glasses named with eye words stay glasses; an eye pencil is still makeup', () => {
    assertCodes([
      ['Bright Eyes Round Blue Light Reading Glasses +1.50', '339115'],
      ['Sunglasses for Sensitive Eyes, Polarized, Tortoise', '339115'],
      ['Smoky Eyes Kohl Eye Pencil, Black', '325620'],
    ]);
  });
});

describe('titles that name their kind only by a maker or a book number', () => {
  test('a lone word before a spaced dash is the maker when the next part names a product', () => {
    assertCodes([
      ['Ring - Video Doorbell Pro - Venetian Bronze', '334220'],
      ['Tile - Mate Bluetooth Tracker 4-Pack - Black', '334220'],
      ['Apple - iPad 10.9-inch Wi-Fi 64GB - Blue', '334111'],
    ]);
  });

  test('a lone word before a dash stays the product when the rest names none', () => {
    assertCodes([['Ring - Sterling Silver - Size 7', '339910']]);
  });

  test('a valid ISBN in the title or description makes a book of a title naming no hardware', () => {
    const cases: ReadonlyArray<readonly [string, string]> = [
      ['Lanterns Over the Salt Marsh', 'Paperback, 312 pages. ISBN 978-0-306-40615-7'],
      ['Gardening With Herbs and Roses', '9780306406157 | A season-by-season guide'],
      ['The Orchard Keeper’s Notes', 'ISBN-10: 0-306-40615-2, first edition'],
    ];
    for (const [name, description] of cases) {
      const { best } = categorize(name, description);
      assert.equal(best.code, '511130', `${name} → ${best.code}`);
    }
  });

  test('a number that only looks like an ISBN, or an ISBN on a paper good, makes no book', () => {
    // 9780306406158 fails the check digit; a notebook stays a paper good even with its ISBN.
    assert.notEqual(categorize('Garden Hose Reel', 'Part 9780306406158').best.code, '511130');
    assert.equal(
      categorize('Spiral Notebook, College Ruled', 'ISBN 9780306406157').best.code,
      '322230',
    );
  });
});

describe('a product named before the amount it is sold in', () => {
  test('words after a weight, volume or count say how the product is packed', () => {
    assertCodes([
      ['Wild Bird Seed 15 lb Bucket', '311119'],
      ['Clumping Cat Litter 40 lb Box', '325998'],
    ]);
  });

  test('a product named only after the amount is still the head', () => {
    assertCodes([['Stanley 40 oz Quencher Tumbler', '332439']]);
  });

  test('a size in the middle of the name does not cut the name short', () => {
    assertCodes([['Steel Short Panel 9 ft x 7 ft Insulated Garage Door', '332321']]);
  });

  test("a spec ends the product's name too: what a phone lists after its memory is what it has", () => {
    assertCodes(
      [
        [
          'Unlocked Smartphone Android 14, 6.6 inch, 8GB RAM 128GB ROM Dual SIM 50MP Camera',
          '334220',
        ],
      ],
      rules,
    );
  });
});

describe('titles that name the host first', () => {
  test('a title opening with "for" or "compatible with" is the product named after the host', () => {
    // A screen protector is glass (327215) or plastic (326199), as the labels accept: the release
    // 2026.11.27 model tips this one to plastic. Either way it is not the phone.
    const protector = categorize('For Galaxy A15 Tempered Glass Screen Protector, 3 Pack').best;
    assert.ok(['327215', '326199'].includes(protector.code), protector.code);
    assertCodes([
      ['For iPad 10th Gen Folio Keyboard Case', '326199'],
      ['Compatible with Keurig Reusable Coffee Filter', '314999'],
    ]);
  });

  test('an opening "for" part that names no product leaves the product to the next part', () => {
    assertCodes([['For Galaxy J3 Luna Pro - Privacy Tempered Glass Screen Protector', '327215']]);
  });

  test('a title opening with "replacement for" names the host, then the part it sells', () => {
    assertCodes([
      ['Replacement for Epson PowerLite 1781W Projector Lamp', '335110'],
      ['Replacement for Lenovo ThinkPad T480 Battery, 6 Cell', '335912'],
      ['Replacement for Samsung DA29-00020B Refrigerator Water Filter', '333318'],
    ]);
  });
});

describe('lamps and bulbs', () => {
  test('a "bulb lamp" is a bulb, a bedside lamp a light fixture, with or without the model', () => {
    const examples = [
      ['E14 LED Bulb Lamp 5W Cool White, 4 Pack', '335110'],
      ['Oak Bedside Lamp with Fabric Shade', '335121'],
    ] as const;
    assertCodes(examples);
    assertCodes(examples, rules);
  });
});

describe("the shop's category path as the hint", () => {
  // The rules alone: the shipped model learned these departments from the retailers it saw.
  function hinted(name: string, categoryHint: string): string {
    return categorize(name, '', rules, categoryHint).best.code;
  }

  test('a department of auto parts says what a part number is, not the tires beside it', () => {
    for (const hint of [
      'Auto & Tires > Replacement Parts > Car Parts',
      'Automotive > Vehicle Parts',
    ]) {
      assert.equal(hinted('Genuine OEM 68293540AB', hint), '336390', hint);
    }
  });

  test('an artificial plant under a hint naming trees or plants stays an imitation', () => {
    assert.equal(
      hinted('Faux Olive Branch Topiary, 5 ft', 'Home Decor > Faux Plants > Trees'),
      '339999',
    );
    assert.equal(
      hinted('Meyer Lemon Tree, 3 Gal. Pot', 'Garden Center > Plants > Trees'),
      '111421',
    );
  });
});

describe('a description read as a title is', () => {
  test('what the product fits, named after "for" in the description, is not the product', () => {
    const { best } = categorize(
      'Acme 7106',
      'Grill cover for Spirit 300 series gas grills. Fade resistant, with a storage bag.',
    );
    assert.equal(best.code, '326199');
  });
});

describe('what a product comes in, is powered by and is worn with', () => {
  test('a container named after "in" holds the product; it is not the product', () => {
    const examples = [
      ['Artificial Fern in Woven Basket', '339999'],
      ['Faux Olive Tree in Black Ceramic Planter', '339999'],
    ] as const;
    assertCodes(examples);
    assertCodes(examples, rules);
    assertCodes([['Vanilla Soy Candle in Amber Glass Jar', '339999']], rules);
  });

  test('a battery that says it is recharged is a storage battery; a single-use one is primary', () => {
    const examples = [
      ['20V Lithium-Ion 4.0Ah Battery Pack', '335911'],
      ['AA Alkaline Batteries, 16 Pack', '335912'],
    ] as const;
    assertCodes(examples);
    assertCodes(examples, rules);
  });

  test('a bag named with its wearer is a bag: a handbag for a woman, a textile bag otherwise', () => {
    const examples = [
      ['Norvik Men Grey Bag', '314910'],
      ['Norvik Women Tan Bag', '316992'],
    ] as const;
    assertCodes(examples, rules);
  });

  test('a colour word after the product is its colour, and a pet collar or lead is not hosiery', () => {
    const examples = [
      ['Round Eyeglasses Lilac 50mm', '339115'],
      ['Reflective Puppy Collar, Adjustable', '316998'],
      ['Nylon Dog Lead, 6 ft', '316998'],
    ] as const;
    assertCodes(examples);
    assertCodes(examples, rules);
  });
});

describe('names in quotes and produce made into snacks', () => {
  test('what a design or a print is called, in quotes, is not what the product is', () => {
    const quotedNames = [
      ["Lakeside Gallery 'Night Flight' Print", '481111'],
      ["Cedar Lane 'Salad Dressing' Print", '311941'],
    ] as const;
    for (const [name, quotedReading] of quotedNames) {
      const { code } = categorize(name, '', rules).best;
      assert.notEqual(code, quotedReading, `${name} was read by its quoted name`);
    }
  });

  test('produce made into chips is a snack food', () => {
    const examples = [
      ['Baked Beet Chips, Sea Salt, 4 oz', '311919'],
      ['Crunchy Kale Chips with Nutritional Yeast', '311919'],
    ] as const;
    assertCodes(examples, rules);
  });
});

describe('model numbers and units that look like words', () => {
  test('a part named after its memory size, at the end of the title, is the part', () => {
    assertCodes(
      [
        ['ASUS TUF Gaming Radeon RX 7900 XTX 24GB Video Card', '334418'],
        ['Kingston FURY Beast 32GB DDR5 Memory', '334418'],
      ],
      rules,
    );
  });

  test('memory named after a phone or a computer is still its spec', () => {
    assertCodes(
      [
        ['Dell Inspiron Laptop 16GB RAM 512GB SSD', '334111'],
        ['Moto G Power 5G 128GB Smartphone 4GB RAM, Blue', '334220'],
      ],
      rules,
    );
  });

  test("a phone's series number is read as its line even when a guitar line shares it", () => {
    assertCodes([['Samsung Galaxy S6 32GB, Gold', '334220']], rules);
  });

  test("a display's brightness in cd/m² is not a compact disc", () => {
    const { code } = categorize('49 in LED 3840 x 2160 350 cd/m2', '', rules).best;
    assert.notEqual(code, '512250');
  });
});

describe('titles in German, Dutch, French, Spanish and Italian', () => {
  test('a Spanish title that opens with a type is that type, whatever host it names later', () => {
    assertCodes(
      [
        ['Mochila Juvenil Impermeable Notebook 14 Pulgadas', '314910'],
        ['Mochila Escolar Notebook Reforzada Negra', '314910'],
      ],
      rules,
    );
  });

  test('a German or Dutch compound is the product type it ends with', () => {
    assertCodes(
      [
        ['Outdoorjacke Herren wasserdicht', '315220'],
        ['Spiralschlauch 15 m mit Brause', '326220'],
        ['Katzentrockenfutter mit Huhn 4 kg', '311111'],
        ['Akku-Rasenmäher 36V 40 cm', '333112'],
        ['Schreibtischlampe LED dimmbar', '335121'],
        ['Dekokissen Samt 45x45', '314120'],
        ['Badezimmerteppich rutschfest', '314110'],
        ['Kinderfahrrad 16 Zoll', '336991'],
        ['Bureaulamp zwart metaal', '335121'],
        ['Wandspiegel rund 60 cm', '327215'],
      ],
      rules,
    );
  });

  test('everyday appliances and audio are known in each language', () => {
    assertCodes(
      [
        ['Draadloze koptelefoon met ruisonderdrukking, zwart', '334310'],
        ['Frullatore a immersione 1000 W con bicchiere graduato', '335210'],
        ['Licuadora de vaso 1,5 L, 6 velocidades', '335210'],
        ['Grille-pain 2 fentes, inox', '335210'],
        ['Enceinte portable étanche 20 W', '334310'],
        ['Koffiezetapparaat met glazen kan, 1,25 liter', '335210'],
      ],
      rules,
    );
  });

  test('a compound whose whole word is known keeps its own code', () => {
    assertCodes(
      [
        ['Gefrierschrank 85 cm weiß', '335220'],
        ['Kleiderschrank 2 Türen Eiche', '337122'],
      ],
      rules,
    );
  });

  test('in a hyphenated German compound the word before the hyphen qualifies the word after it', () => {
    const { best, candidates } = categorize('Akku-Staubsauger 25,2 V beutellos', '', rules);
    assert.equal(best.code, '335210');
    assert.ok(
      candidates.every((c) => c.code !== '335911'),
      `the battery ("Akku") is a candidate: ${JSON.stringify(candidates)}`,
    );
    // Before a word that names no product, the word before the hyphen is the product.
    assertCodes([['Kissen-Set 2 Stück 40x40 Leinen', '314120']], rules);
  });

  test('Italian "per", Dutch "voor" and "met" mark what a product is for and comes with', () => {
    assertCodes(
      [
        ['Custodia per Pixel 8 in silicone', '326199'],
        ['Caricabatterie per auto doppia USB', '335999'],
        ['Ice Maker 26 lbs per Day with Scoop', '335220'],
      ],
      rules,
    );
  });

  test('Romance titles name the product before "de", "da" or "di"', () => {
    assertCodes(
      [
        ['Specchio da tavolo ingranditore', '327215'],
        ['Tazza da caffè in ceramica', '327110'],
      ],
      rules,
    );
  });

  test('a set named with what it holds ("juego de sábanas") heads a title that names more after "de"', () => {
    assertCodes([['Juego de sábanas de franela cama 135', '314120']], rules);
  });

  test('a garment named first, then who it is for, heads a Romance title whatever it names after', () => {
    assertCodes(
      [
        ['Camisa Feminina Manga Curta Viscose Estampada', '315240'],
        ['Camiseta Hombre Manga Larga Algodón Negra', '315220'],
      ],
      rules,
    );
  });

  test('wardrobes, spanner sets, air conditioners and sneakers of Latin American and Indian shops are known', () => {
    assertCodes(
      [
        ['Guarda-Roupa Solteiro 3 Portas Branco', '337122'],
        ['Juego De Llaves Combinadas 8 Piezas Truper', '332216'],
        ['Lloyd 1 Ton 3 Star Inverter Split AC', '333415'],
        ['Tênis Masculino Corrida Leve Preto', '316210'],
        ['Usha Armor Dry Iron 1000 W', '335210'],
      ],
      rules,
    );
  });

  test('Spanish and Portuguese plurals in "-es" are read as the product their singular names', () => {
    assertCodes(
      [
        ['Pack de 2 sartenes antiadherentes 20 y 24 cm', '332215'],
        ['Colchones de muelles ensacados 135x190', '337910'],
      ],
      rules,
    );
  });

  test('common product words of French, Spanish and Italian shops are known', () => {
    assertCodes(
      [
        ['Poêle en fonte 26 cm', '332215'],
        ['Sartén antiadherente 24 cm', '332215'],
        ["Huile d'olive vierge extra 1 L", '311225'],
        ['Toallitas desmaquillantes 25 unidades', '325620'],
        ['Asciugamano in cotone 50x100', '314120'],
        ['Valigia trolley rigida 55 cm', '316998'],
      ],
      rules,
    );
  });

  test('camping, office, baby and household words of those shops are known', () => {
    assertCodes(
      [
        ['Campingzelt 3 Personen wasserdicht', '314910'],
        ['Sac de couchage léger 5°C', '314999'],
        ['Taschenlampe extrem hell', '335129'],
        ['Passeggino leggero reclinabile', '339930'],
        ['Kopierpapier A4 weiß 2500 Blatt', '322230'],
        ['Steckdosenleiste 6-fach mit Schalter', '335999'],
        ['Ombrello antivento automatico', '339999'],
        ['Strijkijzer met stoom', '335210'],
      ],
      rules,
    );
  });

  test('a German adjective in "-isch" is not a table', () => {
    // "automatisch" and "elastisch" end like "Tisch"; "Esstisch" and "Klapptisch" are tables.
    assertCodes(
      [
        ['Kinderwagen automatisch faltbar', '339930'],
        ['Gürtel elastisch schwarz', '315990'],
        ['Esstisch ausziehbar Eiche', '337122'],
        ['Klapptisch Holz 80 cm', '337122'],
      ],
      rules,
    );
  });

  test('English titles with brand names that end in a foreign product word are not split', () => {
    // "Duracell" ends with no compound head; "Instacart" would end with "cart" were English
    // words compound heads, and they are not.
    assertCodes([
      ['Duracell Coppertop AA Batteries 24 Count', '335912'],
      ['Rubbermaid Brilliance Food Storage Container', '326199'],
    ]);
  });
});

describe('what a payments app sees: everyday services paid by card', () => {
  test('rides, parking, bills, health visits, tickets and home services go to their sectors', () => {
    assertCodes([
      ['Lyft trip to the stadium', '485310'],
      ['Airport parking, 3 days', '812930'],
      ['Monthly internet bill', '517311'],
      ['Doctor visit copay', '621111'],
      ['Dentist appointment', '621210'],
      ['Physical therapy session', '621340'],
      ['Theme park tickets for two', '713110'],
      ['Locksmith service', '561622'],
      ['Carpet cleaning service', '561740'],
    ]);
    assert.equal(categorize('Airport parking, 3 days').best.kind, 'service');
  });

  test('tickets named by their class or direction, hotels, tours, class passes and language courses', () => {
    assertCodes(
      [
        ['Round-trip economy ticket Atlanta to Miami', '481111'],
        ['Amtrak Pacific Surfliner ticket, San Diego - LA', '482111'],
        ['Lakeside hotel, 2 nights with breakfast', '721110'],
        ['Sightseeing tour of old town, 3 hours', '561520'],
        ['Pilates class pass, 5 sessions', '713940'],
        ['Italian language course for beginners, 8 weeks', '611630'],
      ],
      rules,
    );
  });

  test('a trade called out for a job is the service, not the object it works on', () => {
    assertCodes(
      [
        ['Plumber call-out to repair a burst pipe under the sink', '238220'],
        ['Electrician visit to install ceiling fan', '238210'],
      ],
      rules,
    );
  });

  test('a repair called out is the repair, not the appliance it is done to', () => {
    assertCodes([['Dishwasher repair call-out, same day', '811412']], rules);
  });

  test('a tip for the person who delivered is a payment, not a product', () => {
    assertCodes(
      [
        ['Tip for delivery driver', '000000'],
        ['Courier tip', '000000'],
      ],
      rules,
    );
  });

  test('money sent to a person or taken as cash is a payment; a maid and a full-service car wash are services', () => {
    assertCodes(
      [
        ['Zelle payment to Maria', '000000'],
        ['Bank transfer to savings', '000000'],
        ['ATM withdrawal fee', '000000'],
        ['Maid service, weekly, 2 bedrooms', '561720'],
        ['Full-service car wash with interior vacuum', '811192'],
      ],
      rules,
    );
  });

  test('rail passes, tours, personal training and building materials of a British shop are known', () => {
    assertCodes(
      [
        ['Eurail Global Pass, 1 month', '482111'],
        ['Napa Valley wine tour with lunch', '561520'],
        ['Day trip to Stonehenge and Bath from London', '561520'],
        ['Personal training session, 45 minutes', '713940'],
        ['Sawn Timber 47 x 100 mm x 3.0 m', '321113'],
        ['Indian Sandstone Paving Slabs 600 x 600 mm, Grey', '327991'],
        ['Euro Cylinder Lock 35/35, Anti-Snap', '332510'],
      ],
      rules,
    );
  });

  test('a toy weapon of foam and gloves for boxing training are sports and toys, not cutlery or apparel', () => {
    assertCodes(
      [
        ['Kids Boxing Training Gloves, 6 oz', '339920'],
        ['Foam Sword for Kids, Knight Costume', '339930'],
      ],
      rules,
    );
  });

  test('products named after a service stay products', () => {
    for (const name of [
      'Parking sensor kit for cars',
      'Window cleaning spray 32 oz',
      'Dog kennel, 42 inch',
      'Blow dry brush',
      'Nanny cam 1080p',
      'Inflatable water park for kids',
    ]) {
      const { best } = categorize(name);
      assert.equal(best.kind, 'product', `${name} → ${best.code}`);
    }
  });

  test('a service the Census index names is read from it when the vocabulary is silent', () => {
    assertCodes(
      [
        ['Tree trimming - backyard oak', '561730'],
        ['Airport shuttle to JFK', '485999'],
      ],
      rules,
    );
    // A product named after the service stays a product: the Census lists it as one, or the
    // title names what is bought after the service's words.
    for (const name of ['Tree Trimming Saw Pole', 'Laser Hair Removal Device for Women']) {
      assert.equal(categorize(name, '', rules).best.kind, 'product', name);
    }
  });

  test('digital patterns, cut files and templates are published online; software stays software', () => {
    assertCodes([
      ['Crochet pattern PDF, granny square cardigan', '519130'],
      ['SVG files for Cricut, Halloween', '519130'],
      ['Adobe Photoshop Elements 2024 Digital Download', '511210'],
    ]);
  });
});

describe('grades, ratings and flavours that follow the product', () => {
  test('a grade or rating after a number is a spec, not a product ("120 grit", "640 CCA")', () => {
    assertCodes(
      [
        ['Sanding discs 5 inch 120 grit', '327910'],
        ['Car battery group 35, 640 CCA', '335911'],
        ['5,000 BTU window air conditioner', '333415'],
      ],
      rules,
    );
  });

  test('a food named in the plural, then one in the singular, is the product and its flavour', () => {
    assertCodes(
      [
        ['Protein Bars Chocolate Peanut Butter', '311340'],
        ['Crackers White Cheddar', '311821'],
        // A pair of words names one flavour: the ice cream is the product.
        ['Cookies and Cream Ice Cream', '311520'],
      ],
      rules,
    );
  });

  test('a food or flower word before a plain colour is a shade ("Rose Gold", "Olive Green")', () => {
    assertCodes(
      [
        ['Birthday Banner Rose Gold Glitter', '322299'],
        ['Unisex Olive Green Duffel Bag', '314910'],
        ['Women Floral Salmon Pink Blouse', '315240'],
        // Alone, the word still names the product: a gold pineapple, a rosé.
        ['Pineapple Gold Organic', '111339'],
        ['Rose Wine Provence 750ml', '312130'],
      ],
      rules,
    );
  });

  test('ingredients joined by a plus name what the product after them is made of', () => {
    assertCodes(
      [
        ['Honey + Oat Gentle Face Wash', '325620'],
        ['Mango + Passion Fruit Juice', '311421'],
        ['Hyaluronic Acid + Vitamin B5 Serum', '325620'],
        // Products sold together keep the first: a phone and its case, rice and oil by weight.
        ['iPhone 15 + Case + Charger', '334220'],
        ['Basmati Rice 5 kg + Sunflower Oil 1 L', '311212'],
        ['Chicken Burrito Plus Guacamole', '311412'],
      ],
      rules,
    );
  });

  test('a tree or plant in its planter is the plant; named artificial, an artificial plant', () => {
    assertCodes(
      [
        ['Artificial Olive Tree in White Planter, 5 ft', '339999'],
        ['Faux Fiddle Leaf Tree 6 ft', '339999'],
        ['Ficus Tree in Nursery Pot', '111422'],
        ['Live Olive Tree in 3 Gallon Pot', '111421'],
      ],
      rules,
    );
    assert.equal(
      categorize('Artificial Olive Tree in White Planter, 5 ft', '', rules).best.fallback,
      false,
    );
  });

  test("a phone maker's line and model number make a phone, the fruit and the animal stay", () => {
    assertCodes(
      [
        ['BlackBerry Priv 32GB Black', '334220'],
        ['Cat S62 Pro 128GB Dual SIM', '334220'],
        ['Ulefone Armor 9 8GB 128GB', '334220'],
        ['Huawei Y6 2019 32GB Blue', '334220'],
        ['Cat Scratcher Cardboard', '339999'],
        ['Blackberry Jam 12 oz', '311421'],
      ],
      rules,
    );
  });

  test("brake pads are a car's unless the title names a bicycle", () => {
    assertCodes([
      ['Ceramic disc brake pads, front', '336340'],
      ['Mountain bike disc brake pads', '336991'],
    ]);
  });

  // The rules alone: the shipped model, which has seen few building materials, still outvotes
  // them on "2x4 lumber 8 ft" (docs/engine.md, release 2026.11.21, "Still weak").
  test('building materials are known by their own words', () => {
    assertCodes(
      [
        ['2x4 lumber 8 ft', '321113'],
        ['Fiberglass insulation roll R-19', '327993'],
        ['Concrete mix 60 lb', '327999'],
      ],
      rules,
    );
  });
});

describe('tobacco, which no shop source sells', () => {
  test('cigarettes, cigars and loose tobacco are tobacco products; devices and refills are not', () => {
    assertCodes([
      ['Lucky Strike Original Red Cigarettes, King Size, 1 Pack', '312230'],
      ['Cohiba Robusto Cigar, Single', '312230'],
      ['Grizzly Wintergreen Long Cut Chewing Tobacco, 5 Cans', '312230'],
      ['Cherry Vanilla Pipe Tobacco, 50 g Tin', '312230'],
      ['Elf Bar Disposable Vape, 5000 Puffs, Blue Razz', '339999'],
      ['Naked 100 E-Liquid, Lava Flow, 60 ml', '325998'],
    ]);
  });

  test('a tobacco colour or scent leaves the product it describes', () => {
    assertCodes([
      ['Leather Office Chair in Tobacco Brown', '337214'],
      ['Tobacco & Amber Reed Diffuser, 200 ml', '339999'],
    ]);
  });
});

describe('how many a product or meal serves', () => {
  test('"for two", "for 6 persons" count people and name no host', () => {
    assertCodes(
      [
        ['Supper for two at Red Lobster', '722511'],
        ['Backpacking Tent for 2 Persons, Lightweight', '314910'],
      ],
      rules,
    );
  });

  test('a number before a host after "for" still names the host', () => {
    assertCodes([['Wall Bracket for 2 Speakers, Black', '332510']], rules);
  });

  test('"service for 4" counts the place settings of a tableware set, not a service', () => {
    assertCodes([['Stoneware 16-Piece Service for 4 Dinnerware Set, Matte Grey', '327110']], rules);
  });
});

describe('restaurants, events and home services a payments app sees', () => {
  test("food a restaurant named in the title served is the meal, not a baker's product", () => {
    const { best } = categorize(
      'Cheesecake Factory #0123 - dine-in',
      'Two pastas, garlic bread, one cheesecake',
      rules,
    );
    assert.equal(best.code, '722511');
  });

  test('a packaged food of a restaurant brand stays the food', () => {
    const { best } = categorize(
      'Starbucks House Blend Ground Coffee, 12 oz',
      'Medium roast coffee',
      rules,
    );
    assert.equal(best.code, '311920');
  });

  test('seats at a fixture between two sides are a spectator sport', () => {
    assertCodes(
      [
        ['Chicago Cubs vs St. Louis Cardinals - 2 Tickets, Section 118', '711211'],
        ['Liverpool v Everton, 3 tickets, Anfield Road End', '711211'],
        ['Boca Juniors vs River Plate - Entradas Platea', '711211'],
      ],
      rules,
    );
  });

  test('a flight named by its number and route is air travel, whatever its bags or airports spell', () => {
    assertCodes(
      [
        ['Alaska Airlines AS 1187 SEA-SFO, Saver fare', '481111'],
        ['JetBlue B6 615 JFK-MCO, 1 adult, carry-on bag', '481111'],
        ['KL 1002 AMS-LHR Economy Light, 1 passenger', '481111'],
      ],
      rules,
    );
  });

  test('capital model codes like a route or a flight number leave a product alone', () => {
    assertCodes(
      [
        ['Cordless Drill Kit ONE-KEY XB 18 Volt, 2 Batteries', '333991'],
        ['LED Bulb SKU-LED-09W B22 Base, 9 Watts', '335110'],
      ],
      rules,
    );
  });

  test('live TV and software plans are services and software, not a TV or a stream', () => {
    assertCodes(
      [
        ['Hulu + Live TV (No Ads), 1 month', '519130'],
        ['Sling TV Blue, monthly plan', '519130'],
        ['Microsoft - 365 Personal (12-Month Subscription) - 1 user', '511210'],
      ],
      rules,
    );
  });

  test('a can of something in Spanish or Portuguese is what the can holds', () => {
    assertCodes([['Lata de tomate pelado entero 800g', '311421']], rules);
  });

  test('what people type for the services they pay: health, law, classes, childcare, travel', () => {
    assertCodes(
      [
        ['Physiotherapy session - lower back', '621340'],
        ['French classes, 8 weeks', '611630'],
        ['Solicitor fees - will and probate', '541110'],
        ['Kita-Beitrag November', '624410'],
        ['Billet TGV Bordeaux-Paris', '482111'],
        ['Passport photos x4', '541921'],
      ],
      rules,
    );
  });

  test('a film whose title names two sides, bought as a movie ticket, stays a cinema', () => {
    assertCodes([['Alien vs Predator movie ticket, 7pm', '512131']], rules);
  });

  test('home cleaning by the hour and a reload of a coffee card', () => {
    assertCodes(
      [
        ['Home cleaning, 4 hours, 2 cleaners', '561720'],
        ['Coffee card reload $20', '000000'],
      ],
      rules,
    );
  });
});

describe('the long tail of a general store, in six languages', () => {
  test('a binding in German, French or Spanish after a title makes it a book', () => {
    assertCodes(
      [
        ['Der Steppenwolf – Hermann Hesse, Taschenbuch', '511130'],
        ['Le Petit Prince, Antoine de Saint-Exupéry, broché', '511130'],
        ['Cien años de soledad - Gabriel García Márquez (Tapa blanda)', '511130'],
      ],
      rules,
    );
  });

  test('games for a named console are software; shipping and a groom are not goods', () => {
    assertCodes(
      [
        ['Lot of 4 Wii Games Tested - Mario, Zelda', '511210'],
        ['Express Shipping', '000000'],
        ['Bath and Groom - Large Dog', '812910'],
      ],
      rules,
    );
  });

  test('everyday words of German, French and Portuguese shops', () => {
    assertCodes(
      [
        ['Scheibenwischer Set vorne 650/400 mm', '336390'],
        ['Nylon Dübel 8 mm, 50 Stück', '326199'],
        ['Leite Infantil Nestogeno 2, 800 g', '311514'],
        ['Engrais gazon 10 kg', '325314'],
      ],
      rules,
    );
  });

  test('groceries and household staples as Brazilian and Spanish supermarkets list them', () => {
    assertCodes(
      [
        ['Leite Integral Piracanjuba 1L', '311511'],
        ['Queijo Prato Fatiado 200g', '311513'],
        ['Papel Higiênico Personal Folha Dupla 16 rolos', '322291'],
        ['Lejía con detergente Estrella 2 L', '325612'],
        ['Azeite Extra Virgem Andorinha 500ml', '311225'],
        ['Sabão em Pó Brilhante 800g', '325611'],
      ],
      rules,
    );
  });

  test('a Portuguese "ao" joins a flavour to the product named first', () => {
    assertCodes([['Chocolate Garoto ao Leite 80g', '311352']], rules);
  });

  test('flights, oil changes, hedge trimmers and pest control in the words of other shops', () => {
    assertCodes(
      [
        ['Vuelo Barcelona – Roma, solo ida', '481111'],
        ['Cambio de aceite y filtro, coche pequeño', '811191'],
        ['Taille-haie électrique 600 W', '333112'],
        ['Bed bug treatment, 1 bedroom', '561710'],
      ],
      rules,
    );
  });

  test('tiles are ceramic wall and floor tile, foil is aluminium foil, in any language', () => {
    assertCodes(
      [
        ['Glazed Ceramic Floor Tile 12x12 in., 10 Pack', '327120'],
        ['White Gloss Wall Tile 20x25 cm', '327120'],
        ['Alufolie 30 m', '331315'],
        ["Vélo d'appartement pliable", '339920'],
      ],
      rules,
    );
  });

  test('a decoration of fired clay is pottery and of glass a glass product', () => {
    assertCodes(
      [
        ['Porcelain Angel Figurine', '327110'],
        ['Mercury Glass Christmas Ornaments, 6 Pack', '327215'],
        ['Resin Garden Gnome Statue', '339999'],
      ],
      rules,
    );
  });

  test('outdoor furniture of resin or a named wood is not the metal the vocabulary assumes', () => {
    assertCodes(
      [
        ['Lifetime Resin Adirondack Chair, Tan', '337125'],
        ['Acacia Wood Outdoor Dining Table, 6 Seater', '337122'],
        ['Aluminium Outdoor Dining Table, 6 Seater', '337124'],
      ],
      rules,
    );
  });

  test('a bottle of a named plastic is a plastics bottle, with a metal one it stays metal', () => {
    assertCodes(
      [
        ['Tritan Water Bottle 1L, BPA Free, Leakproof Lid', '326160'],
        ['Stainless Steel Water Bottle 1L with Tritan Lid', '332439'],
      ],
      rules,
    );
  });

  test('a fir, spruce or pine Christmas tree is grown, unless it is artificial', () => {
    assertCodes(
      [
        ['Fresh Cut Noble Fir Christmas Tree 5-6ft', '111421'],
        ['6ft Artificial Pine Christmas Tree with Metal Stand', '339999'],
      ],
      rules,
    );
  });
});

describe('vehicles sold whole on marketplaces and by dealers', () => {
  test('a make with a model year or a mileage is a car, a light truck or a motorcycle', () => {
    assertCodes(
      [
        ['2012 Mazda3 i Touring hatchback - 110k miles', '336111'],
        ['Renault Clio 1.2 16V, 2013, 98 000 km', '336111'],
        ['2019 Chevrolet Silverado 1500 LT crew cab', '336112'],
        ['2015 Kawasaki Ninja 300, 12k miles', '336991'],
      ],
      rules,
    );
  });

  test('a part, a model or a film that names a make and a year stays what it is', () => {
    assertCodes(
      [
        ['Brake Rotors for 2015 Toyota Camry, Front Pair', '336340'],
        ['1:18 Scale 1969 Dodge Charger Diecast Model Car', '339930'],
        ['Indiana Jones (1981) Harrison Ford - DVD', '512120'],
      ],
      rules,
    );
  });
});

describe('motor fuel bought at the pump', () => {
  test('petrol, gasoline and diesel go to petroleum refineries, by word or by station', () => {
    assertCodes(
      [
        ['Gas station fill-up, 12 gallons regular', '324110'],
        ['Unleaded petrol 40 litres', '324110'],
        ['Diesel fuel 50L at pump', '324110'],
        ['EXXONMOBIL 47120031', '324110'],
      ],
      rules,
    );
  });

  test('"petrol" after a garment is its colour', () => {
    assertCodes(
      [
        ['Hoodie petrol', '315220'],
        ['Sneaker Low petrol', '316210'],
      ],
      rules,
    );
  });
});

describe('a product whose name runs across "for" or "with"', () => {
  test('a known name with "for" inside is read whole, not cut into a product and its host', () => {
    assertCodes(
      [
        ['Bulbs for Planting Spring Garden', '111421'],
        ['Staples for Staple Gun 1000 pcs', '332618'],
        ['Mat for Frame 8x10', '322299'],
        ['Comida para Gatos Whiskas 10kg', '311111'],
      ],
      rules,
    );
  });

  test('a "for" after the product that no known name spans still names the host', () => {
    assertCodes([['Protective Case for Stairlift Remote', '326199']], rules);
  });
});

describe('building materials a hardware store sells', () => {
  test('boards, bars, doors and insulation go to the industries that make them', () => {
    assertCodes(
      [
        ['Sheetrock UltraLight Panels 5/8 in. x 4 ft. x 8 ft.', '327420'],
        ['#4 Rebar, 1/2 in. x 10 ft., Grade 40', '331110'],
        ['JELD-WEN 32 in. x 80 in. 6-Panel Prehung Interior Door, Left-Hand', '321911'],
        ['Larson Storm Door, 36 in. x 81 in., White Aluminum', '332321'],
        ['Owens Corning Foamular Rigid Foam Insulation Board, 2 in. x 4 ft. x 8 ft.', '326140'],
      ],
      rules,
    );
  });

  test('a tool named after the material it works on stays a tool', () => {
    assertCodes([['Cordless Drywall Cut-Out Tool, Bare Tool', '333991']], rules);
  });

  test('shipping and moving boxes are corrugated boxes (Census 322211), not folding cartons', () => {
    assertCodes([['Heavy-Duty Moving Boxes, 18 x 18 x 16 in., 10 Pack', '322211']], rules);
  });
});

describe('words that name another product when run together or read singly', () => {
  test('a phrase never runs into a spec: a laptop with 8GB RAM is no memory module', () => {
    assertCodes([['ASUS Vivobook 15 Laptop i5-1235U 8GB RAM 512GB SSD', '334111']], rules);
  });

  test('"short", "shock" and "tight" before another word name no shorts, shocks or tights', () => {
    assertCodes(
      [
        ['Traxxas Rustler 1/10 Scale RC Short Course Stadium Truck', '339930'],
        ['Clorox Pool&Spa Shock Xtra Blue, 1 lb', '325998'],
        ['Tight Fit Stretch Jeans for Men', '315220'],
      ],
      rules,
    );
  });

  test('ending the title, the singular is the garment as shops write it', () => {
    assertCodes([["Nike Dri-FIT Men's Running Short", '315220']], rules);
  });
});

describe('cookware that runs on electricity', () => {
  test('a pot, pan or knife the title calls electric is a small appliance, in any language', () => {
    assertCodes(
      [
        ['Olla eléctrica multifunción 5 litros', '335210'],
        ['Couteau électrique pour viande', '335210'],
        ['Elektrischer Wok 36 cm', '335210'],
        ['Electric stockpot, ceramic coated, 8 L', '335210'],
      ],
      rules,
    );
  });

  test('a pan that names the electric hob it cooks on stays cookware', () => {
    assertCodes([['Wok 32 cm, gas, electric and induction hobs', '332215']], rules);
  });

  test('a pressure cooker named by its metal and nothing electric is a stovetop pot', () => {
    assertCodes(
      [
        ['Hard Anodised Pressure Cooker 3 Litre, Black', '332215'],
        ['Stainless Steel Pressure Cooker with Glass Lid, 6 L', '332215'],
        ['Electric Pressure Cooker, Stainless Steel Inner Pot, 6 Quart', '335210'],
        ['Pressure Cooker and Air Fryer Combo, Stainless, 8 qt', '335210'],
      ],
      rules,
    );
  });
});

describe('everyday products in Polish, Portuguese, Swedish and Dutch', () => {
  test('headphones, kitchen appliances, toys and shoes are known by their own words', () => {
    assertCodes(
      [
        ['Słuchawki bezprzewodowe Bluetooth z mikrofonem', '334310'],
        ['Fone de ouvido Bluetooth sem fio', '334310'],
        ['Vattenkokare 1,7 liter rostfritt stål', '335210'],
        ['Liquidificador 900W com 5 velocidades', '335210'],
        ['Drewniane klocki dla dzieci 100 elementów', '339930'],
        ['Löparskor för herr, storlek 44', '316210'],
      ],
      rules,
    );
  });

  test('Dutch covers, coats and building blocks and a Portuguese pressure cooker are known', () => {
    assertCodes(
      [
        ['Kussenovertrek linnen 50x50 zandkleur', '314120'],
        ['Regenjas heren waterdicht', '315220'],
        ['Bouwstenen starterset 300 delen', '339930'],
        ['Panela de pressão 6 litros antiaderente', '332215'],
      ],
      rules,
    );
  });

  test('Dutch teddy bears, rain and summer coats and ear plugs, Portuguese books and necklaces are known', () => {
    assertCodes(
      [
        ['Knuffelbeer 30 cm', '339930'],
        ['Zomerjas heren lichtgewicht', '315220'],
        ['Regenjack dames met capuchon', '315240'],
        ['Oordopjes voor zwemmen', '339113'],
        ['Livro de receitas vegetarianas', '511130'],
        ['Colar de prata com pingente', '339910'],
      ],
      rules,
    );
  });

  test('a Portuguese bed linen set, rice cooker and juice are not a bed, rice or fruit', () => {
    assertCodes(
      [
        ['Jogo de Cama Queen 4 Peças Percal', '314120'],
        ['Panela de Arroz Elétrica 5 Xícaras', '335210'],
        ['Suco de Uva Integral 1,5 L', '311421'],
      ],
      rules,
    );
  });
});

describe('words the text model never trained on', () => {
  test('an unknown word is no evidence of the model, so the rules that read the title decide', () => {
    assertCodes([
      ['Spätburgunder Rotwein trocken, Baden, 0,75 l Flasche', '312130'],
      ['Vinho tinto reserva Alentejo 750 ml', '312130'],
      ['Lenovo ThinkPad E14 Laptop Ryzen 5 16GB RAM 512GB SSD', '334111'],
    ]);
  });
});

describe('medicines and scented goods named with their flavour after them', () => {
  test('a syrup, lozenge or candle before the fruit, honey or spice that closes the title is the product', () => {
    assertCodes(
      [
        ['Sore Throat Lozenges Honey 24 ct', '325412'],
        ['Kids Cough Syrup Grape 4 fl oz', '325412'],
        ['Pillar Candle Cinnamon 3x6', '339999'],
        ['Wax Melts Pumpkin Spice 6 pack', '339999'],
      ],
      rules,
    );
  });

  test('a drink or a plural food after a medicine is the product, not its flavour', () => {
    assertCodes(
      [
        ['Herbal Laxative Tea 16 bags', '311920'],
        ['Prebiotic Chocolates 12 pc', '311352'],
        ['Peaches in Light Syrup 15 oz', '311421'],
      ],
      rules,
    );
  });
});

describe('films, sets and gifts whose words name another product', () => {
  test('a film title naming boots or toys before a disc format is the film', () => {
    assertCodes([
      ['Puss in Boots (DVD)', '512120'],
      ['Toy Soldiers [Blu-ray]', '512120'],
    ]);
  });

  test('a building-set maker makes a model of what the title names', () => {
    assertCodes([
      ['LEGO City Fire Truck 60374', '339930'],
      ['Playmobil Pirate Ship 70411', '339930'],
    ]);
  });

  test('a product before a gift box or set is what is sold, presented in it', () => {
    assertCodes([
      ['Wool Hiking Socks Gift Box, 3 Pairs', '315110'],
      ['Gold Pendant Necklace Gift Box', '339910'],
      ['Dark Chocolate Truffles Gift Set 16 pc', '311352'],
    ]);
  });

  test('a gift card of a game store is a payment, not software', () => {
    assertCodes([
      ['Xbox Gift Card $50', '000000'],
      ['Steam Gift Card 20 EUR', '000000'],
    ]);
  });
});

describe('stays, pet care and goods sold by weight', () => {
  test('a number of nights with a word of a booking is a stay at a hotel or a campground', () => {
    assertCodes([
      ['Hilton Garden Inn - 3 Nights, Queen Room', '721110'],
      ['Hotel Ibis Paris, 2 noches, habitación doble', '721110'],
      ['KOA Campground - 2 Nights, Tent Site', '721211'],
    ]);
  });

  test('nights that name a lamp or no booking are no stay', () => {
    assertCodes([['Plug-in LED Night Lights, 2 Pack', '335129']], rules);
  });

  test('a haircut or bath for a pet is pet care, not a barber', () => {
    assertCodes([
      ['Cat Grooming: Bath and Nail Trim', '812910'],
      ['Puppy haircut and bath', '812910'],
    ]);
  });

  test('what is sold by the ounce or litre is a good, even when its words name a service', () => {
    const { best } = categorize('Flat Tire Repair Spray, 16 oz Aerosol Can');
    assert.equal(best.kind, 'product', best.code);
  });
});

describe('materials and parts that move a product to its Census code', () => {
  test('a watch band is leather goods unless it is metal, whatever the watch', () => {
    assertCodes([
      ['Titanium Link Band for Pixel Watch 2', '339910'],
      ['Canvas Strap for Garmin Watch 22mm', '316998'],
    ]);
  });

  test('wooden hangers are wood products and a concrete statue a concrete product', () => {
    assertCodes(
      [
        ['Wooden Coat Hangers 10 Pack', '321999'],
        ['Concrete Garden Statue Owl', '327390'],
        ['Plastic Hangers with Wood Grain Finish, 20 Pack', '326199'],
      ],
      rules,
    );
  });

  test('the Census index decides garden, office and syrup products', () => {
    assertCodes(
      [
        ['Horticultural Perlite 4 qt', '327992'],
        ['Handheld Label Maker with Tape', '339940'],
        ['Correction Fluid 3 Pack', '325998'],
        ['Daffodil Bulbs 20 Pack', '111421'],
        ['Garden Hose Nozzle 8 Pattern', '332919'],
        ['Pure Maple Syrup Grade A 16 oz', '111998'],
        ['Canadian Sphagnum Peat Moss', '212399'],
      ],
      rules,
    );
  });
});

describe('ladders and cables named in another material or word order', () => {
  test('a ladder of fibreglass is a plastics product and of wood a wood product', () => {
    assertCodes(
      [
        ['Fiberglass Extension Ladder 24 ft', '326199'],
        ['Wooden Library Ladder, Oak', '321999'],
        ['Aluminum Step Ladder 3 Step', '332999'],
      ],
      rules,
    );
  });

  test('a cable named before its kind, as Romance titles write it, is a cable', () => {
    assertCodes(
      [
        ['Câble HDMI 4K 3 mètres', '335929'],
        ['Cavo USB-C 2 metri intrecciato', '335929'],
      ],
      rules,
    );
  });
});

describe('services, bindings, conditions and deposits in other languages', () => {
  test('a repair, cleaning or installation named first, then its object, is that service', () => {
    assertCodes([
      ['Riparazione lavatrice a domicilio Torino', '811412'],
      ['Reparación de iPhone en el día', '811213'],
      ['Conserto de geladeira em Campinas', '811412'],
    ]);
  });

  test('an act named after a product it cleans is still the product', () => {
    assertCodes([['Limpiador de cristales 750 ml', '325612']], rules);
  });

  test('a pocket edition or a Polish binding makes a book of the title before it', () => {
    assertCodes(
      [
        ['Le Petit Prince - Antoine de Saint-Exupéry, poche', '511130'],
        ['Cien años de soledad - Gabriel García Márquez, edición de bolsillo', '511130'],
        ['Quo Vadis - Henryk Sienkiewicz, twarda oprawa', '511130'],
      ],
      rules,
    );
  });

  test('a resale condition after the platform still leaves a game', () => {
    assertCodes([
      ['Mario Kart 8 Deluxe - Switch gebraucht', '511210'],
      ['Horizon Forbidden West - PS5 usato', '511210'],
    ]);
  });

  test('a deposit added on top of a crate of drinks is not what is sold', () => {
    assertCodes([['Paulaner Weißbier Kiste 20 x 0,5 l (zzgl. Pfand)', '312120']], rules);
  });

  test('flights, cinema and theme parks are named in their own languages', () => {
    assertCodes([
      ['Flug Frankfurt - Palma, Hin- und Rückflug, 1 Erwachsener', '481111'],
      ['Kinoticket Oppenheimer, 2 Personen', '512131'],
      ['Freizeitpark Tageskarte Erwachsener', '713110'],
    ]);
  });

  test('Polish garments name their wearer', () => {
    assertCodes([['Sukienka damska letnia w kwiaty', '315240']], rules);
  });
});

describe('everyday products in German, Dutch, French, Italian, Spanish and Portuguese', () => {
  test('clothes, furniture, appliances, tools, car parts and food are known by their own words', () => {
    assertCodes(
      [
        ['Amortiguadores traseros Monroe para Renault Clio', '336330'],
        ['Kit frizione LUK per Fiat Punto 1.2', '336390'],
        ["Meuleuse d'angle Makita 125 mm 840 W", '333991'],
        ['Lija al agua grano 400, 10 hojas', '327910'],
        ['Mancuernas ajustables 2 x 10 kg', '339920'],
        ['Tappeto shaggy 200x290 grigio', '314110'],
        ['Matelas mémoire de forme 140x190', '337910'],
        ['Vestido de fiesta largo azul marino talla M', '315240'],
        ['Telemóvel Samsung Galaxy A54 128 GB', '334220'],
        ['Kühlschränke mit Gefrierfach', '335220'],
        ['Herrenschuhe Leder braun Gr. 43', '316210'],
        ['Kledingkast wit met spiegel', '337122'],
        ['Yaourts nature au lait entier, 12 pots', '311511'],
        ['Sedie da cucina in legno, set da 4', '337122'],
      ],
      rules,
    );
  });

  test('a merchant a card statement names is what it sells', () => {
    assertCodes([
      ['COURTYARD BY MARRIOTT AUSTIN TX', '721110'],
      ['ASPEN DENTAL 0456 ALBANY NY', '621210'],
    ]);
  });

  test('one common word opening a card descriptor is the merchant, and elsewhere what it says', () => {
    assertCodes([
      ['CHEVRON 0221934 FRESNO CA', '324110'],
      ['DELTA 0067312345678 800-221-1212 GA', '481111'],
      ['SQ *DUNKIN #3345 BOSTON MA', '722515'],
      ['GEICO *AUTO 800-841-3000 DC', '524126'],
    ]);
    assertCodes([['Delta Faucet Single Handle Kitchen Faucet', '332913']], rules);
  });
});

describe('shop words of Poland and Sweden, and more of continental Europe', () => {
  test('Polish and Swedish garments, bikes and tools are known by their own words', () => {
    assertCodes(
      [
        ['Kurtka zimowa męska z kapturem', '315220'],
        ['Damska sukienka letnia w kwiaty', '315240'],
        ['Vinterjacka herr svart', '315220'],
        ['Elcykel 250W med 7 växlar', '336991'],
      ],
      rules,
    );
  });

  test('German, Dutch, Italian and Portuguese tools and groceries too', () => {
    assertCodes(
      [
        ['Schlagbohrmaschine 750 W mit Koffer', '333991'],
        ['Garnalen gepeld 200 g', '311710'],
        ['Idropulitrice 130 bar con accessori', '333318'],
        ['Berbequim sem fio 18V', '333991'],
      ],
      rules,
    );
  });
});

describe('receipts and travel as apps list them', () => {
  test("a till's abbreviations name the product", () => {
    assertCodes(
      [
        ['KRGR 2% MLK HALF GAL', '311511'],
        ['SHRD MOZZ 16OZ', '311513'],
      ],
      rules,
    );
  });

  test('rail operators, hostels and app subscriptions are known by name', () => {
    assertCodes(
      [
        ['Eurostar Standard Premier, London to Brussels', '482111'],
        ['Go-karting session 15 min', '713990'],
        ['Babbel 12-month plan', '511210'],
      ],
      rules,
    );
  });
});

describe('resale titles: sizes, conditions, replacements and scents', () => {
  test('a size after the garment closes its head, and the words after it only describe it', () => {
    assertCodes(
      [
        ['Vintage Wool Flannel Shirt Mens L Blue Plaid Button Collar', '315220'],
        ['Sheer Pantyhose Size CD Nude Lot of 3', '315110'],
        ['Leather Ankle Boots Womens Size 8 Cognac Heel', '316210'],
      ],
      rules,
    );
  });

  test('a replacement called original, direct or one side only is the part, not a repair', () => {
    assertCodes(
      [
        ['Bosch Oxygen Sensor OE Replacement', '336320'],
        ['Galaxy Buds Right Ear Only Replacement', '334310'],
      ],
      rules,
    );
    assert.equal(categorize('iPhone 13 Screen Replacement', '', rules).best.kind, 'service');
  });

  test('a food named after "scent" is what the candle smells of', () => {
    assertCodes([['Soy Jar Candle 14 oz Scent Warm Apple Pie', '339999']], rules);
  });

  test('a marker word inside a hyphenated name, or "fur" opening a garment, divides nothing', () => {
    assertCodes(
      [
        ['Joy-Con Charging Dock for Nintendo Switch', '335999'],
        ['Vintage Mink Fur Jacket Size 10', '315280'],
        ['Braun ThermoScan Plus 6000 Ear Thermometer', '339112'],
      ],
      rules,
    );
  });
});

describe('business supplies, collectibles, statements and shops outside the United States', () => {
  test('an appliance made for a business is commercial cooking or refrigeration machinery', () => {
    assertCodes([
      ['Commercial Countertop Convection Oven 120V', '333318'],
      ['Commercial Glass Door Merchandiser Refrigerator', '333415'],
    ]);
  });

  test('packaging, safety and workshop supplies are known by their trade names', () => {
    assertCodes([
      ['Packing Peanuts 14 cu ft Bag', '326140'],
      ['Nitrile Exam Gloves Powder Free 100/Box', '339113'],
      ['Titanium Drill Bit Set 29 Piece', '333515'],
    ]);
  });

  test('coins, cards and game cartridges are what collectors buy', () => {
    assertCodes([
      ['American Silver Eagle 1 oz Bullion Coin BU', '339910'],
      ['Topps Baseball Cards Lot of 50 Commons', '323111'],
      ['Tetris Game Boy Cartridge Only', '511210'],
    ]);
  });

  test('services and tips as statements show them', () => {
    assertCodes([
      ['Oil Change - Synthetic Blend', '811191'],
      ['Self Storage Unit Rent 10x15', '531130'],
      ['Dasher Tip', '000000'],
    ]);
  });

  test('a service brand opening a title that names no product is the service bought', () => {
    assertCodes([
      ['TERMINIX 7781 MEMPHIS TN', '561710'],
      ['HULU 888-265-6650 CA', '519130'],
      ['SQ *IHOP LAS VEGAS', '722511'],
    ]);
    assertCodes([['Hulu Logo Enamel Pin', '339910']], rules);
  });

  test('"RC" before a number is a model name, not a radio-controlled toy', () => {
    assertCodes([['Gravel Bike RC 120, Aluminium Frame', '336991']], rules);
    assertCodes([['RC Monster Truck 1:16 Scale', '339930']], rules);
  });

  test("the words after a descriptor's store number say where the merchant is, not what it sold", () => {
    assertCodes([['DISCOUNT TIRE 0112 MESA AZ', '326211']], rules);
  });

  test('a flight number and a route are a flight though no airline word is known', () => {
    assertCodes([['Sunwing WG 512 YYZ-CUN Economy Basic', '481111']], rules);
  });

  test('a chain opening a card descriptor is what it mainly sells or does', () => {
    assertCodes([
      ['PUBLIX #1234 ORLANDO FL', '311999'],
      ['WALGREENS #9912', '325412'],
      ['ORKIN PEST CONTROL 8877 GA', '561710'],
    ]);
  });

  test('a food on the descriptor of a restaurant till was served there', () => {
    assertCodes([
      ['TST* MARIOS PIZZA BROOKLYN', '722511'],
      ['SQ *HAPPY BEAN COFFEE PORTLAND OR', '722515'],
      ['TST* ANCHOR CRAFT BEER', '722410'],
    ]);
    assertCodes([['Dark Roast Coffee Beans 2 lb', '311920']], rules);
  });

  test('a fee, a shipping protection or a transfer to a person is a payment', () => {
    assertCodes([
      ['Mattress Recycling Fee', '000000'],
      ['Order Protection by Route', '000000'],
      ['Express Shipping (1-2 days)', '000000'],
      ['ZELLE TO MARY BROWN', '000000'],
    ]);
  });

  test('regripping, stringing and balancing after the object are services to it', () => {
    assertCodes(
      [
        ['Putter Regripping', '811490'],
        ['Squash Racquet Stringing - Labor Only', '811490'],
        ['Tire Balancing (set of 4)', '811198'],
      ],
      rules,
    );
  });

  test("a replacement part installed, or blinds installed, is the installer's service", () => {
    assertCodes(
      [
        ['Skylight Replacement Installation (per unit)', '238350'],
        ['Roller Shades Installation Service', '238390'],
      ],
      rules,
    );
  });

  test('British, Australian and Indian shop words name their products', () => {
    assertCodes([
      ['Cylinder Hoover Bagged 6L', '335210'],
      ['Steel Almirah 2 Door', '337124'],
    ]);
  });
});

describe('books known by their subtitle', () => {
  test('a title, a colon and a subtitle make a book when the title names no hardware', () => {
    assertCodes(
      [
        ['Harbour Lights : Memoirs of a Lighthouse Keeper', '511130'],
        ['The Quiet Garden: A Year of Slow Gardening', '511130'],
      ],
      rules,
    );
  });

  test('an attribute, a format or a product before the colon makes no book', () => {
    assertCodes(
      [
        ['Cotton Crew Socks, Colour : White', '315110'],
        ['The Lighthouse: A Story of Two Sisters (Blu-ray)', '512120'],
        ['Gaming Laptop : Ryzen 7, 16GB RAM, 1TB SSD', '334111'],
      ],
      rules,
    );
  });
});
